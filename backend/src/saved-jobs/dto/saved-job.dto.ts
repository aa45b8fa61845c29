import { ApiProperty } from '@nestjs/swagger';

/** One of a member's saved jobs (open or closed). */
export class SavedJobDto {
  @ApiProperty({ description: "The job's id", example: '5f0c9a3e-2d1b-4c7a-9e8f-1a2b3c4d5e6f' })
  id: string;

  @ApiProperty({ example: 'Assistant Defensive Line Coach' })
  positionTitle: string;

  @ApiProperty({ example: 'Austin Armadillos' })
  teamName: string;

  @ApiProperty({ example: 'Austin, TX' })
  location: string;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T12:00:00.000Z' })
  datePosted: Date;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the job leaves the board; null when it never closes by itself',
    example: '2027-01-19T00:00:00.000Z',
  })
  validThrough: Date | null;

  @ApiProperty({ description: 'True once the job is expired or switched off', example: false })
  closed: boolean;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-21T09:30:00.000Z' })
  savedAt: Date;
}
