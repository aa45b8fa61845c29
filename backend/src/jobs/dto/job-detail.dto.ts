import { ApiProperty, OmitType } from '@nestjs/swagger';
import { JobDto } from './job.dto';

export const JOB_STATUSES = ['open', 'expired', 'inactive'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * One job's public page: the board's fields, its closing date and whether it still takes
 * applications. A closed job (deactivated or past its closing date) keeps its texts, so its page
 * can say "This position is closed", but no longer carries an apply link.
 */
export class JobDetailDto extends OmitType(JobDto, ['applyUrl'] as const) {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Where to apply; null once the job is closed',
    example: 'https://careers.example.com/aa/assistant-defensive-line-coach',
  })
  applyUrl: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the job leaves the board: its own closing date, else JOB_LIFETIME_DAYS after it arrived; null when it never closes by itself',
    example: '2027-01-19T00:00:00.000Z',
  })
  validThrough: Date | null;

  @ApiProperty({
    enum: JOB_STATUSES,
    enumName: 'JobStatus',
    description:
      'open: listed and taking applications; expired: past its closing date; inactive: switched off by an admin',
    example: 'open',
  })
  status: JobStatus;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "The hiring team's own website, when known",
    example: 'https://www.example.com/armadillos',
  })
  teamWebsite: string | null;

  @ApiProperty({
    description: 'True when status is not open (the page shows "This position is closed")',
    example: false,
  })
  closed: boolean;
}
