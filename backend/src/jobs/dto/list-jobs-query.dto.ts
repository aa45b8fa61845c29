import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { JOB_SORTS, type JobSort } from '../board/job-facet-filters';
import {
  DEPARTMENT_VALUES,
  EMPLOYMENT_TYPE_VALUES,
  LEVEL_VALUES,
  type Department,
  type EmploymentType,
  type Level,
} from '../taxonomy/job-taxonomy';
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
  @ApiPropertyOptional({ description: 'Part of the position title, e.g. `coach`' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsString()
  @MaxLength(300)
  position?: string;

  @ApiPropertyOptional({ description: 'Part of the team name, e.g. `armadillos`' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsString()
  @MaxLength(200)
  teamName?: string;

  @ApiPropertyOptional({ description: 'Part of the location, e.g. `TX`' })
  @IsOptional()
  @Transform(trimmedOrUndefined)
  @IsString()
  @MaxLength(200)
  location?: string;

  @FacetQuery(DEPARTMENT_VALUES, 'Department slugs')
  department?: Department[];

  @FacetQuery(EMPLOYMENT_TYPE_VALUES, 'Employment type slugs')
  employmentType?: EmploymentType[];

  @FacetQuery(LEVEL_VALUES, 'Level slugs')
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
