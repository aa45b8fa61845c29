import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public, SignedIn } from '../auth/access.decorators';
import { CurrentUser, SessionUser } from '../auth/session-user';
import { ConfirmEmailResultDto } from './dto/confirm-email-result.dto';
import { ConfirmEmailDto } from './dto/confirm-email.dto';
import { EmailVerificationService } from './email-verification.service';

@ApiTags('email')
@Controller('email-verification')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Post('confirm')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Confirm an address with the emailed token (no sign-in needed)' })
  @ApiOkResponse({ type: ConfirmEmailResultDto })
  @ApiBadRequestResponse({ description: 'Invalid, used or expired token' })
  confirmEmail(@Body() dto: ConfirmEmailDto): Promise<ConfirmEmailResultDto> {
    return this.verification.confirm(dto.token);
  }

  @Post('resend')
  @SignedIn()
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Email the confirmation link again (a few per hour)' })
  @ApiAcceptedResponse({ description: 'Sent' })
  @ApiConflictResponse({ description: 'The address is already confirmed' })
  @ApiTooManyRequestsResponse({ description: 'Too many confirmation emails this hour' })
  async resendConfirmation(@CurrentUser() user: SessionUser): Promise<void> {
    await this.verification.resend(user.id);
  }
}
