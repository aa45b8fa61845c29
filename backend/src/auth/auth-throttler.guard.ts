import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';

const ATTEMPT_NAMES: Record<string, string> = {
  register: 'sign-up',
  requestPasswordReset: 'password reset',
  confirmPasswordReset: 'password reset',
};

/**
 * Rate limit for sign-in and sign-up (see rate-limit.ts). Put before the sign-in guard, so a
 * refused attempt never reaches the password check. Answers 429 with Retry-After in seconds.
 */
@Injectable()
export class AuthThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, detail.timeToBlockExpire);
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    const what = ATTEMPT_NAMES[context.getHandler().name] ?? 'sign-in';
    throw new ThrottlerException(
      `Too many ${what} attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    );
  }
}
