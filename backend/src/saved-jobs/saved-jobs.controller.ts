import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { SignedIn } from '../auth/access.decorators';
import { CurrentUser, type SessionUser } from '../auth/session-user';
import { SavedJobDto } from './dto/saved-job.dto';
import { SavedJobsService } from './saved-jobs.service';

@ApiTags('saved-jobs')
@Controller('saved-jobs')
export class SavedJobsController {
  constructor(private readonly saved: SavedJobsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: "The caller's saved jobs: open ones first, closed ones marked" })
  @ApiOkResponse({ type: SavedJobDto, isArray: true })
  listSavedJobs(@CurrentUser() caller: SessionUser): Promise<SavedJobDto[]> {
    return this.saved.list(caller.id);
  }

  @Put(':jobId')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Save a job (saving it again changes nothing)' })
  @ApiNoContentResponse({ description: 'Saved' })
  @ApiBadRequestResponse({ description: 'The id is not a uuid' })
  @ApiNotFoundResponse({ description: 'No job with this id' })
  saveJob(
    @Param('jobId', new ParseUUIDPipe()) jobId: string,
    @CurrentUser() caller: SessionUser,
    @Req() req: Request,
  ): Promise<void> {
    return this.saved.save(caller.id, jobId, req.get('user-agent'));
  }

  @Delete(':jobId')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a saved job (removing one that is not saved changes nothing)' })
  @ApiNoContentResponse({ description: 'Not saved (any more)' })
  @ApiBadRequestResponse({ description: 'The id is not a uuid' })
  unsaveJob(
    @Param('jobId', new ParseUUIDPipe()) jobId: string,
    @CurrentUser() caller: SessionUser,
  ): Promise<void> {
    return this.saved.unsave(caller.id, jobId);
  }
}
