import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';

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
    const what = context.getHandler().name === 'register' ? 'sign-up' : 'sign-in';
    throw new ThrottlerException(
      `Too many ${what} attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    );
  }
}
