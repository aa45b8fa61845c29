import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_PAY_AMOUNT, WORKPLACE_TYPES, type WorkplaceType } from '../pay/job-pay';
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
import { Omittable } from '../../common/omittable';

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
  @Omittable()
  @Transform(trimmedOrUndefined)
  @IsString()
  @MaxLength(300)
  position?: string;

  @ApiPropertyOptional({ description: 'Part of the team name, e.g. `armadillos`' })
  @Omittable()
  @Transform(trimmedOrUndefined)
  @IsString()
  @MaxLength(200)
  teamName?: string;

  @ApiPropertyOptional({ description: 'Part of the location, e.g. `TX`' })
  @Omittable()
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

  @FacetQuery(WORKPLACE_TYPES, 'Workplace types')
  workplaceType?: WorkplaceType[];

  @ApiPropertyOptional({ description: 'true: only jobs that list a pay range', type: Boolean })
  @Omittable()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
  )
  @IsBoolean({ message: 'payListed must be true or false' })
  payListed?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAY_AMOUNT,
    description:
      'Only jobs whose pay reaches this many US dollars a year (the top of the range, hourly to ' +
      'monthly pay annualised); jobs paid in another currency do not match',
    example: 80000,
  })
  @Omittable()
  @Type(() => Number)
  @IsInt({ message: 'minPay must be a whole number of US dollars a year' })
  @Min(1)
  @Max(MAX_PAY_AMOUNT)
  minPay?: number;

  @ApiPropertyOptional({
    description:
      'newest: newest posting first; closing: soonest to close first; pay: highest pay first (jobs without comparable pay last)',
    enum: JOB_SORTS,
    enumName: 'JobSort',
    default: 'newest',
  })
  @Omittable()
  @IsIn(JOB_SORTS, { message: `sort must be one of: ${JOB_SORTS.join(', ')}` })
  sort?: JobSort;
}
