import type {
  EntitySubscriberInterface,
  InsertEvent,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import type { IndexingDelivery } from './indexing-delivery.service';
import { SearchEngineNotice } from './search-engine-notice.entity';

/**
 * Starts a send once the write that filed search-engine notices has committed (never before: an
 * engine could fetch a page the transaction has not shown yet, or hear of a rolled-back change).
 */
export class IndexingKickSubscriber implements EntitySubscriberInterface<SearchEngineNotice> {
  private readonly pending = new WeakSet<QueryRunner>();

  constructor(private readonly delivery: IndexingDelivery) {}

  listenTo() {
    return SearchEngineNotice;
  }

  afterInsert(event: InsertEvent<SearchEngineNotice>) {
    if (event.queryRunner.isTransactionActive) this.pending.add(event.queryRunner);
    else this.delivery.soon();
  }

  afterTransactionCommit(event: TransactionCommitEvent) {
    if (event.queryRunner.isTransactionActive) return; // a savepoint: the outer one decides
    if (!this.pending.has(event.queryRunner)) return;
    this.pending.delete(event.queryRunner);
    this.delivery.soon();
  }

  afterTransactionRollback(event: TransactionRollbackEvent) {
    if (!event.queryRunner.isTransactionActive) this.pending.delete(event.queryRunner);
  }
}
