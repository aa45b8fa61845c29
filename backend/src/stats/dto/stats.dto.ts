import { ApiProperty } from '@nestjs/swagger';

/** The board's figures (DESIGN §4): real counts, and the admin-edited placements figure. */
export class StatsDto {
  @ApiProperty({ description: 'Active jobs on the board', example: 31 })
  activeJobs: number;

  @ApiProperty({ description: 'Teams with a record (created by the CSV import)', example: 10 })
  partneredTeams: number;

  @ApiProperty({
    description: 'Homepage content `stats.successfulPlacements` (admin-edited), 0 when unset',
    example: 140,
  })
  successfulPlacements: number;

  @ApiProperty({ description: 'Registered accounts', example: 1250 })
  memberCount: number;
}
