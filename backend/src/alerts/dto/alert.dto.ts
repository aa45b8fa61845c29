import { ApiProperty } from '@nestjs/swagger';
import { ALERT_FREQUENCIES, type AlertFrequency, JobAlert } from '../job-alert.entity';
import { AlertFiltersDto } from './alert-filters.dto';

export class AlertDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: AlertFiltersDto }) filters: AlertFiltersDto;
  @ApiProperty({ enum: ALERT_FREQUENCIES, enumName: 'AlertFrequency' }) frequency: AlertFrequency;
  @ApiProperty() paused: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastSentAt: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;

  static of(alert: JobAlert): AlertDto {
    const { id, name, filters, frequency, paused, lastSentAt, createdAt } = alert;
    return { id, name, filters, frequency, paused, lastSentAt, createdAt };
  }
}

export class AlertStoppedDto {
  @ApiProperty({ description: 'The name of the alert now paused' }) name: string;
}
