import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { JOB_SORTS, type JobSort } from '../job-facet-filters';
import {
  DEPARTMENT_VALUES,
  EMPLOYMENT_TYPE_VALUES,
  LEVEL_VALUES,
  type Department,
  type EmploymentType,
  type Level,
} from '../job-taxonomy';
import { FacetQuery } from './facet-query';
import { PageQueryDto } from './page-query.dto';

/** Blank filters are no filters (the spec's client sends only non-empty ones). */
const trimmedOrUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * Board search: each given filter matches case-insensitively anywhere in its field; `%` and `_`
 * are plain characters. A term longer than its field can never match, so it is refused.
 */
export class ListJobsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the position title', example: 'coach' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsString()
  @MaxLength(300)
  position?: string;

  @ApiPropertyOptional({ description: 'Part of the team name', example: 'armadillos' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsString()
  @MaxLength(200)
  teamName?: string;

  @ApiPropertyOptional({ description: 'Part of the location', example: 'TX' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsString()
  @MaxLength(200)
  location?: string;

  @FacetQuery(DEPARTMENT_VALUES, 'Department', 'Department slug(s)')
  department?: Department[];

  @FacetQuery(EMPLOYMENT_TYPE_VALUES, 'EmploymentType', 'Employment type slug(s)')
  employmentType?: EmploymentType[];

  @FacetQuery(LEVEL_VALUES, 'Level', 'Level slug(s)')
  level?: Level[];

  @ApiPropertyOptional({
    description: 'newest: newest posting first; closing: soonest to close first',
    enum: JOB_SORTS,
    enumName: 'JobSort',
    default: 'newest',
  })
  @IsOptional()
  @IsIn(JOB_SORTS, { message: `sort must be one of: ${JOB_SORTS.join(', ')}` })
  sort?: JobSort;
}
