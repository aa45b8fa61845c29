import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import type Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { emailLookalikeKey } from '../users/email-identity';

const MINUTE_MS = 60_000;

/**
 * The look-alike key of the email a sign-in or sign-up attempt is for (null if absent): every
 * spelling of one address, accent variants included, draws from the same bucket.
 */
export function attemptedEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return null;
  const key = emailLookalikeKey(email);
  return key ? key : null;
}

const emailOf = (context: ExecutionContext) =>
  attemptedEmail(context.switchToHttp().getRequest<Request>().body);

/**
 * Sign-in and sign-up attempts per minute, counted twice: per client IP (`req.ip`, which follows
 * TRUST_PROXY, so a forged X-Forwarded-For gains nothing unless a proxy is trusted) and per
 * account and client (the email's look-alike key + IP). Keying the account's bucket on the client
 * too means a stranger who spends it locks out only their own client: the owner, from an address
 * that has not failed, still signs in (the admin cannot be locked out by anyone). Counters live in Redis when
 * REDIS_URL is set, so every replica shares them; in memory otherwise (one process).
 */
export function authRateLimitOptions(
  config: AppConfig,
  redis: Redis | null,
): ThrottlerModuleOptions {
  const limit = config.rateLimitAuthPerMinute;
  return {
    throttlers: [
      { name: 'ip', ttl: MINUTE_MS, limit },
      {
        name: 'email',
        ttl: MINUTE_MS,
        limit,
        skipIf: (context) => emailOf(context) === null,
        getTracker: (req, context) => {
          const email = attemptedEmail((req as Request).body) ?? '';
          return context.getHandler().name === 'register' ? email : `${email} ${req.ip}`;
        },
      },
    ],
    setHeaders: false,
    storage: redis ? new ThrottlerStorageRedisService(redis) : undefined,
  };
}
