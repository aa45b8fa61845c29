import { Global, Module, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CacheInvalidationSubscriber } from './cache-invalidation.subscriber';
import { ReadCache } from './read-cache.service';

/** The read cache, and the TypeORM subscriber that invalidates it after every write. */
@Global()
@Module({ providers: [ReadCache], exports: [ReadCache] })
export class CacheModule implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ReadCache,
  ) {}

  onModuleInit() {
    this.dataSource.subscribers.push(new CacheInvalidationSubscriber(this.cache));
  }
}
