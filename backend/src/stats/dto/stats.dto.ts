import { ApiProperty } from '@nestjs/swagger';

/** The board's figures (docs/product.md#stats): real counts, and the admin-edited placements figure. */
export class StatsDto {
  @ApiProperty({ type: 'integer', description: 'Active jobs on the board', example: 31 })
  activeJobs: number;

  @ApiProperty({
    type: 'integer',
    description: 'Teams with a record (created by the CSV import)',
    example: 10,
  })
  partneredTeams: number;

  @ApiProperty({
    type: 'integer',
    description: 'Homepage content `stats.successfulPlacements` (admin-edited), 0 when unset',
    example: 140,
  })
  successfulPlacements: number;

  @ApiProperty({ type: 'integer', description: 'Registered accounts', example: 1250 })
  memberCount: number;
}
