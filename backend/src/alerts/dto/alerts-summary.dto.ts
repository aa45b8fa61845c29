import { ApiProperty } from '@nestjs/swagger';

export class AlertCountsDto {
  @ApiProperty() total: number;
  @ApiProperty() paused: number;
  @ApiProperty() instant: number;
  @ApiProperty() daily: number;
  @ApiProperty() weekly: number;
}

export class AlertMailDayDto {
  @ApiProperty({ example: '2026-11-24', description: 'UTC day the digests were built' })
  day: string;
  @ApiProperty({ description: 'Accepted by the mail server' }) sent: number;
  @ApiProperty({ description: 'Waiting for a first or next attempt' }) pending: number;
  @ApiProperty({ description: 'Refused for good, or possibly lost mid-send' }) failed: number;
}

export class AlertSweepRunDto {
  @ApiProperty({ description: 'Increases with each recorded sweep' }) id: number;
  @ApiProperty({ type: String, format: 'date-time' }) at: Date;
  @ApiProperty() sent: number;
  @ApiProperty() empty: number;
  @ApiProperty({ description: 'Members who do not receive alerts now' }) notReceiving: number;
  @ApiProperty({ description: 'Alerts another replica handled at the same moment' }) taken: number;
  @ApiProperty({ description: 'Alerts that failed and are retried next time' }) failed: number;
}

/** The admin's view of job alerts. */
export class AlertsSummaryDto {
  @ApiProperty({ type: AlertCountsDto }) alerts: AlertCountsDto;
  @ApiProperty({ type: [AlertMailDayDto], description: 'The last 14 days, newest first' })
  days: AlertMailDayDto[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastSentAt: Date | null;
  @ApiProperty({
    type: [AlertSweepRunDto],
    description: 'The last sweeps, whichever replica ran them, newest first',
  })
  lastRuns: AlertSweepRunDto[];
}
