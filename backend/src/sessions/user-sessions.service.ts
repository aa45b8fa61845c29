import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { DataSource, Not } from 'typeorm';
import { REDIS } from '../redis/redis.module';
import { SessionRecord } from './session.entity';
import { REDIS_SESSION_PREFIX } from './session-options';

/**
 * Ends a user's sessions wherever they are stored (after an admin deletes the account or sets a
 * new password). Each request reloads the user as well, so a deleted account is signed out even
 * if a session survived; this also removes the stored sessions themselves.
 */
@Injectable()
export class UserSessions {
  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Destroys every session of `userId` except the one with id `keepSid` (the caller's own). */
  async endAll(userId: string, keepSid?: string): Promise<void> {
    if (this.redis) {
      await this.endInRedis(this.redis, userId, keepSid);
      return;
    }
    await this.dataSource
      .getRepository(SessionRecord)
      .delete(keepSid ? { userId, sid: Not(keepSid) } : { userId });
  }

  /** Redis keeps no index by user: scan the session keys (an admin action, rare and bounded). */
  private async endInRedis(redis: Redis, userId: string, keepSid?: string): Promise<void> {
    const keep = keepSid ? `${REDIS_SESSION_PREFIX}${keepSid}` : undefined;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(
        cursor,
        'MATCH',
        `${REDIS_SESSION_PREFIX}*`,
        'COUNT',
        500,
      );
      cursor = next;
      const candidates = keys.filter((key) => key !== keep);
      if (!candidates.length) continue;
      const values = await redis.mget(candidates);
      const owned = candidates.filter((_key, i) => ownerOf(values[i]) === userId);
      if (owned.length) await redis.del(...owned);
    } while (cursor !== '0');
  }
}

function ownerOf(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const user = (JSON.parse(raw) as { passport?: { user?: unknown } }).passport?.user;
    return typeof user === 'string' ? user : null;
  } catch {
    return null;
  }
}
