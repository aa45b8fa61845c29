import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiFoundResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../auth/access.decorators';
import { RecordViewDto } from './dto/record-view.dto';
import { JobTrackingService } from './job-tracking.service';

@ApiTags('jobs')
@Controller('jobs')
export class JobTrackingController {
  constructor(private readonly tracking: JobTrackingService) {}

  @Get(':id/apply')
  @Public()
  @ApiOperation({
    summary: "Apply Now: count the click and go to the job's own apply page",
    description:
      "Redirects (302) to the stored job's apply URL with `utm_source` (the site name) and " +
      "`utm_medium=job_board` added unless already present. Only a stored job's own URL: the " +
      'route takes no target. Bots are not counted.',
  })
  @ApiFoundResponse({ description: "Location: the job's apply URL with the tracking parameters" })
  @ApiBadRequestResponse({ description: 'The id is not a uuid' })
  @ApiNotFoundResponse({ description: 'No job with this id' })
  @ApiGoneResponse({ description: 'The job is closed' })
  async applyToJob(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const target = await this.tracking.applyClick(id, req.get('user-agent'));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer-when-downgrade');
    res.redirect(302, target);
  }

  @Post(':id/views')
  @Public()
  @HttpCode(204)
  @ApiOperation({
    summary: "Count one view of a job's page (sent by the job page)",
    description:
      'Counted per job and day by source (board, search engine, alert email, other site, ' +
      'direct); bots are not counted; nothing about the visitor is stored.',
  })
  @ApiNoContentResponse({ description: 'Counted (or ignored as a bot)' })
  @ApiBadRequestResponse({ description: 'The id is not a uuid, or a field is too long' })
  @ApiNotFoundResponse({ description: 'No job with this id' })
  recordJobView(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: RecordViewDto,
    @Req() req: Request,
  ): Promise<void> {
    return this.tracking.recordView(id, dto, req.get('user-agent'), req.get('host'));
  }
}
