import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly, Public, SignedIn } from '../../auth/access.decorators';
import { BoundedSearch } from '../../search-limits/bounded-search.decorator';
import { JobDetailDto } from '../dto/job-detail.dto';
import { JobDto } from '../dto/job.dto';
import { ListJobsQueryDto } from '../dto/list-jobs-query.dto';
import { SetJobFeaturedLegacyDto } from '../dto/set-job-featured-legacy.dto';
import { JobsService } from '../jobs.service';
import { setTotalCount, TOTAL_COUNT_DOC } from './total-count-header';

@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get()
  @SignedIn()
  @BoundedSearch()
  @ApiOperation({
    summary: 'Search the board (members only)',
    description:
      'Active jobs, newest first. Each given filter matches case-insensitively anywhere in its ' +
      'field (`%` and `_` are plain characters); all given filters must match.',
  })
  @ApiOkResponse({ type: JobDto, isArray: true, headers: TOTAL_COUNT_DOC })
  @ApiBadRequestResponse({ description: 'A filter is too long, or limit/offset is out of range' })
  async listJobs(
    @Query() query: ListJobsQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<JobDto[]> {
    const page = await this.jobs.listActive(query);
    setTotalCount(res, page.total);
    return page.items;
  }

  @Get('featured')
  @Public()
  @ApiOperation({ summary: 'Active featured jobs, newest first (the home page slider)' })
  @ApiOkResponse({ type: JobDto, isArray: true })
  listFeaturedJobs(): Promise<JobDto[]> {
    return this.jobs.listFeatured();
  }

  @Get(':id')
  @Public()
  @ApiOperation({
    summary: "One job's public page (anyone; search engines list these)",
    description:
      'Open, expired and deactivated jobs all answer: `status` and `closed` tell them apart, and a ' +
      'closed job has no apply link. Browsing and searching the board stays members-only.',
  })
  @ApiOkResponse({ type: JobDetailDto })
  @ApiBadRequestResponse({ description: 'The id is not a uuid' })
  @ApiNotFoundResponse({ description: 'No job with this id' })
  getJob(@Param('id', new ParseUUIDPipe()) id: string): Promise<JobDetailDto> {
    return this.jobs.getDetail(id);
  }

  @Put(':id/featured')
  @AdminOnly()
  @ApiOperation({
    summary: "Feature or unfeature a job (the spec's older call; see setJobFeatured)",
  })
  @ApiOkResponse({ type: JobDto })
  @ApiBadRequestResponse({ description: 'The id is not a uuid, or `featured` is not a boolean' })
  @ApiNotFoundResponse({ description: 'No job with this id' })
  async setJobFeaturedLegacy(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: SetJobFeaturedLegacyDto,
  ): Promise<JobDto> {
    const {
      isActive: _isActive,
      validThrough: _validThrough,
      closesAt: _closesAt,
      isExpired: _isExpired,
      ...job
    } = await this.jobs.setFlags(id, { isFeatured: dto.featured });
    return job;
  }
}
