import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../config/app-config';

/** The one Redis client (sessions, rate limits, caches, readiness), or null in embedded mode. */
export const REDIS = Symbol('REDIS');

export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    // Fail fast while Redis is down (503 answers, no hung requests); reconnect in the background.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        if (!config.redisUrl) return null;
        const client = createRedisClient(config.redisUrl);
        const logger = new Logger('Redis');
        client.on('error', (err: Error) => logger.warn(`Redis: ${err.message}`));
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 10000);
          client.once('ready', () => {
            clearTimeout(timer);
            resolve();
          });
        });
        return client;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown() {
    if (this.redis && this.redis.status !== 'end') await this.redis.quit().catch(() => undefined);
  }
}
