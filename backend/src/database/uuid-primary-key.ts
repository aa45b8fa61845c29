import { randomUUID } from 'node:crypto';
import { EntitySubscriberInterface, EventSubscriber, InsertEvent, PrimaryColumn } from 'typeorm';

/**
 * A uuid primary key stored as varchar(36) on every driver. `@PrimaryGeneratedColumn('uuid')`
 * would become MariaDB's native UUID type on MariaDB ≥ 10.7 but varchar(36) on MySQL 8, so one
 * migration could not serve both servers; ids are filled in by `UuidPrimaryKeySubscriber`.
 */
export const UuidPrimaryKey = () => PrimaryColumn({ type: 'varchar', length: 36 });

/**
 * Gives every inserted row without an id a random uuid. TypeORM calls it for `save()`,
 * `insert()` and query-builder inserts alike (bulk inserts included), before building the SQL.
 */
@EventSubscriber()
export class UuidPrimaryKeySubscriber implements EntitySubscriberInterface {
  beforeInsert(event: InsertEvent<Record<string, unknown>>): void {
    const [primary, ...more] = event.metadata.primaryColumns;
    if (!primary || more.length || primary.propertyName !== 'id' || primary.length !== '36') return;
    if (event.entity && !event.entity.id) event.entity.id = randomUUID();
  }
}
