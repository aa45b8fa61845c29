import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/access.decorators';
import { AdminAlertsService } from './admin-alerts.service';
import { AlertDto } from './dto/alert.dto';
import { AlertsSummaryDto } from './dto/alerts-summary.dto';

@ApiTags('admin: alerts')
@Controller('admin')
@AdminOnly()
export class AdminAlertsController {
  constructor(private readonly admin: AdminAlertsService) {}

  @Get('alerts/summary')
  @ApiOperation({ summary: 'Job alerts: counts, digests per day, failures and the last sweeps' })
  @ApiOkResponse({ type: AlertsSummaryDto })
  getAlertsSummary(): Promise<AlertsSummaryDto> {
    return this.admin.summary();
  }

  @Get('users/:id/alerts')
  @ApiOperation({ summary: "One member's job alerts" })
  @ApiOkResponse({ type: [AlertDto] })
  @ApiNotFoundResponse({ description: 'No such user' })
  listUserAlerts(@Param('id', new ParseUUIDPipe()) id: string): Promise<AlertDto[]> {
    return this.admin.ofUser(id);
  }
}
