import { ApiProperty } from '@nestjs/swagger';

export class FacetCountDto {
  @ApiProperty({ description: 'The value to send as a filter', example: 'coaching' })
  value: string;

  @ApiProperty({ description: 'What people read', example: 'Coaching' })
  label: string;

  @ApiProperty({
    type: 'integer',
    description: 'How many jobs would match with this value chosen (the other facets applied)',
    example: 12,
  })
  count: number;
}

/**
 * Live counts for the facet filters. Each option's count applies every filter except its own
 * facet's, so choosing an option never hides the other options of the same facet.
 */
export class JobFacetsDto {
  @ApiProperty({ type: 'integer', description: 'How many jobs match every filter', example: 31 })
  total: number;

  @ApiProperty({ type: FacetCountDto, isArray: true })
  department: FacetCountDto[];

  @ApiProperty({ type: FacetCountDto, isArray: true })
  employmentType: FacetCountDto[];

  @ApiProperty({ type: FacetCountDto, isArray: true })
  level: FacetCountDto[];

  @ApiProperty({ type: FacetCountDto, isArray: true })
  workplaceType: FacetCountDto[];
}
