import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';

@Injectable()
export class RedisHealthIndicator {
  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly health: HealthIndicatorService,
  ) {}

  async pingCheck(key: string, timeoutMs = 1000) {
    const indicator = this.health.check(key);
    if (!this.redis) return indicator.up({ message: 'not configured' });
    try {
      await Promise.race([
        this.redis.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
      ]);
      return indicator.up();
    } catch (err) {
      return indicator.down({ message: err instanceof Error ? err.message : 'unreachable' });
    }
  }
}
