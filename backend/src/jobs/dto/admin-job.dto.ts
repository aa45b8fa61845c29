import { ApiProperty } from '@nestjs/swagger';
import { JobDto } from './job.dto';

/** A job in the admin list: the board's fields plus the active switch and its expiry. */
export class AdminJobDto extends JobDto {
  @ApiProperty({ example: true })
  isActive: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'The closing date set for this job (CSV valid_through or admin edit); null: the default lifetime applies',
    example: null,
  })
  validThrough: Date | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the job leaves the board: validThrough, else JOB_LIFETIME_DAYS after it arrived; null: never by itself',
    example: '2027-01-19T00:00:00.000Z',
  })
  closesAt: Date | null;

  @ApiProperty({
    description: 'Past its closing moment: off the board until extended',
    example: false,
  })
  isExpired: boolean;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The job source it comes from (docs/product.md#job-sources); null: by hand or CSV',
    example: null,
  })
  sourceId: string | null;

  @ApiProperty({
    type: [String],
    description: 'Fields an admin edited by hand on a sourced job: source runs leave them alone',
    example: [],
  })
  lockedFields: string[];
}

/** A row of the admin job list: the job and its traffic of the last 30 days (UTC, today included). */
export class AdminJobListItemDto extends AdminJobDto {
  @ApiProperty({
    description: 'Page views in the last 30 days (UTC), today included',
    example: 412,
  })
  views30d: number;

  @ApiProperty({
    description: 'Apply clicks in the last 30 days (UTC), today included',
    example: 37,
  })
  applyClicks30d: number;
}
