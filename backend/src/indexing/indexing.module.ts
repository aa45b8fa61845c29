import { Module, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IndexingDelivery } from './indexing-delivery.service';
import { IndexingKickSubscriber } from './indexing-kick.subscriber';
import { SearchEngineNotices } from './search-engine-notices.repository';

/**
 * Search engines hear of job changes (IndexNow, Google's Indexing API; each off unless
 * configured): the queue the job writer files notices in, and their delivery.
 */
@Module({
  providers: [SearchEngineNotices, IndexingDelivery],
  exports: [SearchEngineNotices],
})
export class IndexingModule implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly delivery: IndexingDelivery,
  ) {}

  onModuleInit() {
    this.dataSource.subscribers.push(new IndexingKickSubscriber(this.delivery));
  }
}
