import { ApiProperty } from '@nestjs/swagger';
import { IsISO8601, ValidateIf } from 'class-validator';

export class SetJobValidThroughDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The closing date: an ISO 8601 date-time, or a date (YYYY-MM-DD) meaning the whole day (until 23:59:59 UTC). ' +
      'null removes it: the job then closes JOB_LIFETIME_DAYS after it arrived. A past date closes the job at once.',
    example: '2026-12-31',
  })
  @ValidateIf((o: SetJobValidThroughDto) => o.validThrough !== null)
  @IsISO8601(
    { strict: true },
    { message: 'validThrough must be an ISO 8601 date (YYYY-MM-DD) or date-time, or null' },
  )
  validThrough: string | null;
}
