import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager } from 'typeorm';
import { SerialQueue } from '../common/serial-queue';

/** The transaction whose own calls are running, while it is open. */
interface Turn {
  dataSource: DataSource;
  open: boolean;
}

const queues = new WeakMap<DataSource, SerialQueue>();
const current = new AsyncLocalStorage<Turn>();
let installed = false;

/**
 * On SQLite, transactions take turns (decision 0255). TypeORM gives every transaction on the one
 * connection the same query runner, so a transaction begun while another is open became a
 * savepoint of the first: its rollback also undid what the first wrote meanwhile, and the first's
 * commit while it was open committed nothing. A transaction begun outside any transaction of
 * this data source now waits for the open one to end; one begun by an open transaction's own
 * calls nests in it, as before. Other drivers are left as they are (a connection per
 * transaction).
 */
export function transactionsTakeTurns(dataSource: DataSource): DataSource {
  if (dataSource.options.type !== 'better-sqlite3') return dataSource;
  queues.set(dataSource, new SerialQueue());
  if (!installed) {
    installed = true;
    const transaction = EntityManager.prototype.transaction as (
      this: EntityManager,
      ...args: unknown[]
    ) => Promise<unknown>;
    EntityManager.prototype.transaction = function (this: EntityManager, ...args: unknown[]) {
      const queue = queues.get(this.connection);
      const turn = current.getStore();
      if (!queue || (turn?.open && turn.dataSource === this.connection)) {
        return transaction.apply(this, args);
      }
      return queue.run(() => {
        const own: Turn = { dataSource: this.connection, open: true };
        return current.run(own, () =>
          transaction.apply(this, args).finally(() => (own.open = false)),
        );
      });
    } as EntityManager['transaction'];
  }
  return dataSource;
}
