import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSeeOtherResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { UnsubscribeQueryDto } from '../account-email/dto/unsubscribe-query.dto';
import { Public, SignedIn } from '../auth/access.decorators';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { AlertDto, AlertStoppedDto } from './dto/alert.dto';
import { CreateAlertDto } from './dto/create-alert.dto';
import { UpdateAlertDto } from './dto/update-alert.dto';
import { JobAlertsService } from './job-alerts.service';

@ApiTags('alerts')
@Controller('alerts')
export class JobAlertsController {
  constructor(private readonly alerts: JobAlertsService) {}

  @Get()
  @SignedIn()
  @ApiOperation({ summary: "The signed-in member's job alerts, oldest first" })
  @ApiOkResponse({ type: [AlertDto] })
  listAlerts(@CurrentUser() user: SessionUser): Promise<AlertDto[]> {
    return this.alerts.list(user.id);
  }

  @Post()
  @SignedIn()
  @ApiOperation({ summary: 'Save a board search as a job alert; it starts from now' })
  @ApiCreatedResponse({ type: AlertDto })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid' })
  @ApiConflictResponse({ description: 'The member already keeps the most alerts allowed' })
  createAlert(@CurrentUser() user: SessionUser, @Body() dto: CreateAlertDto): Promise<AlertDto> {
    return this.alerts.create(user.id, dto);
  }

  @Patch(':id')
  @SignedIn()
  @ApiOperation({ summary: 'Rename, pause or resume, or change the frequency of an alert' })
  @ApiOkResponse({ type: AlertDto })
  @ApiBadRequestResponse({ description: 'A field is invalid' })
  @ApiNotFoundResponse({ description: 'The member has no such alert' })
  updateAlert(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() dto: UpdateAlertDto,
  ): Promise<AlertDto> {
    return this.alerts.update(user.id, id, dto);
  }

  @Delete(':id')
  @SignedIn()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an alert' })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: 'The member has no such alert' })
  deleteAlert(
    @CurrentUser() user: SessionUser,
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<void> {
    return this.alerts.delete(user.id, id);
  }

  /** The digest's "stop this alert" link, one click, no sign-in. */
  @Post('stop')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Pause the alert named in the signed token (no sign-in)' })
  @ApiOkResponse({ type: AlertStoppedDto })
  @ApiBadRequestResponse({ description: 'Missing or invalid token' })
  stopAlert(@Query() query: UnsubscribeQueryDto): Promise<AlertStoppedDto> {
    return this.alerts.stop(query.token);
  }

  /** A GET never changes anything (link scanners fetch): it leads to the page with the button. */
  @Get('stop')
  @Public()
  @ApiOperation({ summary: 'Redirects to the page that stops an alert (a GET changes nothing)' })
  @ApiSeeOtherResponse({ description: 'To /alerts/stop?token=…' })
  stopAlertPage(@Query() query: UnsubscribeQueryDto, @Res() res: Response): void {
    res.redirect(303, `/alerts/stop?token=${encodeURIComponent(query.token)}`);
  }
}
