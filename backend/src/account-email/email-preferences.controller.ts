import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiSeeOtherResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Public, SignedIn } from '../auth/access.decorators';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { EmailPreferencesDto } from './dto/email-preferences.dto';
import { UnsubscribeQueryDto } from './dto/unsubscribe-query.dto';
import { UnsubscribeResultDto } from './dto/unsubscribe-result.dto';
import { UpdateEmailPreferencesDto } from './dto/update-email-preferences.dto';
import { EmailPreferencesService } from './email-preferences.service';

@ApiTags('email')
@Controller()
export class EmailPreferencesController {
  constructor(private readonly preferences: EmailPreferencesService) {}

  @Get('user/email-preferences')
  @SignedIn()
  @ApiOperation({ summary: 'What the signed-in member receives by email' })
  @ApiOkResponse({ type: EmailPreferencesDto })
  getEmailPreferences(@CurrentUser() user: SessionUser): Promise<EmailPreferencesDto> {
    return this.preferences.get(user.id);
  }

  @Put('user/email-preferences')
  @SignedIn()
  @ApiOperation({ summary: 'Change what the member receives (newsletter consent, job alerts)' })
  @ApiOkResponse({ type: EmailPreferencesDto })
  @ApiBadRequestResponse({ description: 'A field is not a boolean' })
  updateEmailPreferences(
    @CurrentUser() user: SessionUser,
    @Body() dto: UpdateEmailPreferencesDto,
  ): Promise<EmailPreferencesDto> {
    return this.preferences.update(user.id, dto);
  }

  /** The List-Unsubscribe address: mail clients POST `List-Unsubscribe=One-Click` here. */
  @Post('unsubscribe')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'One-click unsubscribe (RFC 8058) with the signed token; no sign-in' })
  @ApiOkResponse({ type: UnsubscribeResultDto })
  @ApiBadRequestResponse({ description: 'Missing or invalid token' })
  unsubscribe(@Query() query: UnsubscribeQueryDto): Promise<UnsubscribeResultDto> {
    return this.preferences.unsubscribe(query.token);
  }

  /** A GET never unsubscribes (link scanners fetch): it leads to the page with the button. */
  @Get('unsubscribe')
  @Public()
  @ApiOperation({ summary: 'Redirects to the unsubscribe page (a GET changes nothing)' })
  @ApiSeeOtherResponse({ description: 'To /unsubscribe?token=…' })
  unsubscribePage(@Query() query: UnsubscribeQueryDto, @Res() res: Response): void {
    res.redirect(303, `/unsubscribe?token=${encodeURIComponent(query.token)}`);
  }
}
