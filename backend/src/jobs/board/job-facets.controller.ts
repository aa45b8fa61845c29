import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, SignedIn } from '../../auth/access.decorators';
import { BoundedSearch } from '../../search-limits/bounded-search.decorator';
import { JobFacetsQueryDto } from '../dto/job-facets-query.dto';
import { JobFacetsDto } from '../dto/job-facets.dto';
import { JobTaxonomyDto } from '../dto/job-taxonomy.dto';
import { DEPARTMENTS, EMPLOYMENT_TYPES, LEVELS, TaxonomyOption } from '../taxonomy/job-taxonomy';
import { JobFacetsService } from './job-facets.service';
import { WORKPLACE_OPTIONS } from '../pay/job-pay';

/**
 * Registered before JobsController, so that no `jobs/:id` route can capture `facets` or
 * `taxonomy`.
 */
@ApiTags('jobs')
@Controller('jobs')
export class JobFacetsController {
  constructor(private readonly facets: JobFacetsService) {}

  @Get('facets')
  @SignedIn()
  @BoundedSearch()
  @ApiOperation({
    summary: 'Live counts for the facet filters of a board search (members only)',
    description:
      'Takes the same filters as listJobs. `total` counts the jobs matching every filter; each ' +
      "option's count applies every filter except its own facet's (the usual faceted-search " +
      'rule), so it tells how many jobs the board shows with that option chosen.',
  })
  @ApiOkResponse({ type: JobFacetsDto })
  @ApiBadRequestResponse({ description: 'A filter is too long, or a facet value is unknown' })
  getJobFacets(@Query() query: JobFacetsQueryDto): Promise<JobFacetsDto> {
    return this.facets.count(query);
  }

  @Get('taxonomy')
  @Public()
  @ApiOperation({
    summary:
      'The departments, job types, levels and workplace types a job can have, with their labels',
    description:
      'In display order. The values are what listJobs and getJobFacets take as filters and ' +
      'what the admin sets on a job; the labels are what people read.',
  })
  @ApiOkResponse({ type: JobTaxonomyDto })
  getJobTaxonomy(): JobTaxonomyDto {
    const options = <T extends string>(list: readonly TaxonomyOption<T>[]) =>
      list.map(({ value, label }) => ({ value, label }));
    return {
      department: options(DEPARTMENTS),
      employmentType: options(EMPLOYMENT_TYPES),
      level: options(LEVELS),
      workplaceType: options(WORKPLACE_OPTIONS),
    };
  }
}
