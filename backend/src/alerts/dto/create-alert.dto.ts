import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsObject, IsString, Length, ValidateNested } from 'class-validator';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../job-alert.entity';
import { AlertFiltersDto } from './alert-filters.dto';

export const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

export class CreateAlertDto {
  @ApiProperty({ example: 'Coaching jobs in Texas', minLength: 1, maxLength: 100 })
  @Transform(trimmed)
  @IsString({ message: 'name is required' })
  @Length(1, 100, { message: 'name must be 1 to 100 characters' })
  name: string;

  @ApiProperty({ enum: ALERT_FREQUENCIES, enumName: 'AlertFrequency' })
  @IsIn(ALERT_FREQUENCIES, { message: `frequency must be one of: ${ALERT_FREQUENCIES.join(', ')}` })
  frequency: AlertFrequency;

  @ApiProperty({ type: AlertFiltersDto, description: 'The board search to watch' })
  @IsObject({ message: 'filters must be an object' })
  @ValidateNested()
  @Type(() => AlertFiltersDto)
  filters: AlertFiltersDto;
}
