import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseUUIDPipe,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../auth/access.decorators';
import { AdminJobDto, AdminJobListItemDto } from '../dto/admin-job.dto';
import { ClearJobsResultDto } from '../dto/clear-jobs-result.dto';
import { PageQueryDto } from '../dto/page-query.dto';
import { SetJobActiveDto } from '../dto/set-job-active.dto';
import { SetJobFeaturedDto } from '../dto/set-job-featured.dto';
import { SetJobValidThroughDto } from '../dto/set-job-valid-through.dto';
import { SetJobPayDto } from '../dto/set-job-pay.dto';
import { JobsService } from '../jobs.service';
import { setTotalCount, TOTAL_COUNT_DOC } from '../board/total-count-header';

@ApiTags('admin: jobs')
@AdminOnly()
@Controller('admin/jobs')
export class AdminJobsController {
  constructor(private readonly jobs: JobsService) {}

  @Get()
  @ApiOperation({
    summary: 'Every job, active or not, newest first, with its views and apply clicks of 30 days',
  })
  @ApiOkResponse({ type: AdminJobListItemDto, isArray: true, headers: TOTAL_COUNT_DOC })
  @ApiBadRequestResponse({ description: 'limit/offset out of range' })
  async listAdminJobs(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AdminJobListItemDto[]> {
    const page = await this.jobs.listAll(query);
    setTotalCount(res, page.total);
    return page.items;
  }

  // Declared before the `:id` routes so that no parameter route can ever capture it.
  @Delete('clear-all')
  @ApiOperation({ summary: 'Delete every job (teams and logos stay)' })
  @ApiOkResponse({ type: ClearJobsResultDto })
  clearAllJobs(): Promise<ClearJobsResultDto> {
    return this.jobs.clearAll();
  }

  @Put(':id/featured')
  @ApiOperation({ summary: 'Feature or unfeature a job (featured jobs show on the home page)' })
  @ApiOkResponse({ type: AdminJobDto })
  @ApiBadRequestResponse({ description: 'The id is not a uuid, or `isFeatured` is not a boolean' })
  @ApiNotFoundResponse({ description: 'No job with this id' })
  setJobFeatured(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: SetJobFeaturedDto,
  ): Promise<AdminJobDto> {
    return this.jobs.setFlags(id, { isFeatured: dto.isFeatured });
  }

  @Put(':id/active')
  @ApiOperation({ summary: 'Activate or deactivate a job (inactive jobs leave the board)' })
  @ApiOkResponse({ type: AdminJobDto })
  @ApiBadRequestResponse({ description: 'The id is not a uuid, or `isActive` is not a boolean' })
  @ApiNotFoundResponse({ description: 'No job with this id' })
  setJobActive(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: SetJobActiveDto,
  ): Promise<AdminJobDto> {
    return this.jobs.setFlags(id, { isActive: dto.isActive });
  }

  @Put(':id/valid-through')
  @ApiOperation({
    summary: "Set, extend or remove a job's closing date",
    description:
      'A date in the future puts an expired job back on the board at once; null returns the job ' +
      'to the default lifetime (JOB_LIFETIME_DAYS after it arrived).',
  })
  @ApiOkResponse({ type: AdminJobDto })
  @ApiBadRequestResponse({
    description: 'The id is not a uuid, or `validThrough` is neither an ISO 8601 date nor null',
  })
  @ApiNotFoundResponse({ description: 'No job with this id' })
  setJobValidThrough(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: SetJobValidThroughDto,
  ): Promise<AdminJobDto> {
    return this.jobs.setValidThrough(id, dto.validThrough);
  }

  @Delete(':id/locked-fields')
  @ApiOperation({
    summary: 'Unlock the fields an admin edited on a sourced job (its next run writes them again)',
  })
  @ApiOkResponse({ type: AdminJobDto })
  @ApiNotFoundResponse({ description: 'No job with this id' })
  unlockJobFields(@Param('id', new ParseUUIDPipe()) id: string): Promise<AdminJobDto> {
    return this.jobs.unlockFields(id);
  }

  @Put(':id/pay')
  @ApiOperation({
    summary: "Set or remove a job's pay range, and set its workplace type",
    description:
      'The pay range is replaced whole (null removes it; currency defaults to USD); remote jobs ' +
      'may name where applicants may live (the whole US when none are named).',
  })
  @ApiOkResponse({ type: AdminJobDto })
  @ApiBadRequestResponse({
    description: 'The id is not a uuid, or the range, workplace or regions are invalid',
  })
  @ApiNotFoundResponse({ description: 'No job with this id' })
  setJobPay(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: SetJobPayDto,
  ): Promise<AdminJobDto> {
    return this.jobs.setPayAndWorkplace(id, dto);
  }
}
