import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../auth/access.decorators';
import { JobFacetsQueryDto } from './dto/job-facets-query.dto';
import { JobFacetsDto } from './dto/job-facets.dto';
import { JobFacetsService } from './job-facets.service';

/** Registered before JobsController, so that no `jobs/:id` route can capture `facets`. */
@ApiTags('jobs')
@Controller('jobs')
export class JobFacetsController {
  constructor(private readonly facets: JobFacetsService) {}

  @Get('facets')
  @SignedIn()
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
}
