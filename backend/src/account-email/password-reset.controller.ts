import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Public } from '../auth/access.decorators';
import { AuthThrottlerGuard } from '../auth/auth-throttler.guard';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { PasswordResetService } from './password-reset.service';

@ApiTags('session')
@Public()
@Controller('password-reset')
export class PasswordResetController {
  constructor(private readonly reset: PasswordResetService) {}

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @UseGuards(AuthThrottlerGuard)
  @ApiOperation({
    summary:
      'Email a password reset link (the same answer whether or not the address has an account)',
  })
  @ApiAcceptedResponse({ description: 'If the address has an account, a link is on its way' })
  @ApiBadRequestResponse({ description: 'Not an email address' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this IP or for this email' })
  async requestPasswordReset(@Body() dto: ForgotPasswordDto): Promise<void> {
    await this.reset.request(dto.email);
  }

  @Post('confirm')
  @HttpCode(HttpStatus.NO_CONTENT)
  @UseGuards(AuthThrottlerGuard)
  @ApiOperation({ summary: 'Set a new password with the emailed token; every session ends' })
  @ApiNoContentResponse({ description: 'Password changed; sign in with it' })
  @ApiBadRequestResponse({ description: 'Invalid, used or expired token, or a weak password' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this IP' })
  async confirmPasswordReset(@Body() dto: ResetPasswordDto): Promise<void> {
    await this.reset.reset(dto.token, dto.password);
  }
}
