import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { Request } from 'express';
import type Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';

const MINUTE_MS = 60_000;

/** The email a sign-in or sign-up attempt is for, normalised like the DTOs do; null if absent. */
export function attemptedEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return null;
  const normalised = email.trim().toLowerCase();
  return normalised ? normalised : null;
}

const emailOf = (context: ExecutionContext) =>
  attemptedEmail(context.switchToHttp().getRequest<Request>().body);

/**
 * Sign-in and sign-up attempts per minute, counted twice: per client IP (`req.ip`, which follows
 * TRUST_PROXY, so a forged X-Forwarded-For gains nothing unless a proxy is trusted) and per email
 * (whatever the IP, against password spraying from many addresses). Counters live in Redis when
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
        getTracker: (req) => attemptedEmail((req as Request).body) ?? '',
      },
    ],
    setHeaders: false,
    storage: redis ? new ThrottlerStorageRedisService(redis) : undefined,
  };
}
