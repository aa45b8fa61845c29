import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../auth/access.decorators';
import { csvDownload } from '../common/csv-download';
import { analyticsCsv, analyticsFileName } from './analytics-csv';
import { AnalyticsReportService } from './analytics-report.service';
import { AnalyticsQueryDto } from './dto/analytics-query.dto';
import { AnalyticsReportDto } from './dto/analytics-report.dto';

const DEFAULT_DAYS = 30;

@ApiTags('admin: analytics')
@Controller('admin/analytics')
export class AdminAnalyticsController {
  constructor(private readonly analytics: AnalyticsReportService) {}

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'Views, apply clicks and new members per day; sources; top jobs and teams',
  })
  @ApiOkResponse({ type: AnalyticsReportDto })
  @ApiBadRequestResponse({ description: 'days is not 7, 30 or 90' })
  getAnalytics(@Query() query: AnalyticsQueryDto): Promise<AnalyticsReportDto> {
    return this.analytics.build(query.days ?? DEFAULT_DAYS);
  }

  @Get('export')
  @AdminOnly()
  @ApiOperation({ summary: 'The per-job daily figures of the period as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'CSV: day, job, title, team, views, views by source, clicks, saves',
  })
  @ApiBadRequestResponse({ description: 'days is not 7, 30 or 90' })
  async exportAnalytics(@Query() query: AnalyticsQueryDto): Promise<StreamableFile> {
    const { range, rows } = await this.analytics.jobDays(query.days ?? DEFAULT_DAYS);
    return csvDownload(analyticsCsv(rows), analyticsFileName(range.from, range.to));
  }
}
