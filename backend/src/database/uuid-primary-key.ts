import { randomUUID } from 'node:crypto';
import { EntitySubscriberInterface, EventSubscriber, InsertEvent, PrimaryColumn } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';

/**
 * A uuid primary key stored as varchar(36) on every driver. `@PrimaryGeneratedColumn('uuid')`
 * would become MariaDB's native UUID type on MariaDB ≥ 10.7 but varchar(36) on MySQL 8, so one
 * migration could not serve both servers; ids are filled in by `UuidPrimaryKeySubscriber`.
 */
export const UuidPrimaryKey = () => PrimaryColumn({ type: 'varchar', length: 36 });

const timeOrdered = new WeakSet<object>();

/**
 * Gives the entity's new rows time-ordered ids (UUIDv7) instead of random ones: for tables that
 * take many rows a day, whose clustered index then grows at its end instead of splitting a random
 * page for each row. An id of this kind tells when its row was written, so tables whose ids reach
 * people who should not learn that (users, their tokens) keep random ids.
 */
export const TimeOrderedIds = (): ClassDecorator => (target) => {
  timeOrdered.add(target);
};

/** A new id for a row of `target`: time-ordered if the entity asked for it, random otherwise. */
export const newId = (target: unknown): string =>
  typeof target === 'function' && timeOrdered.has(target) ? uuidv7() : randomUUID();

/**
 * Gives every inserted row without an id a new one (`newId`). TypeORM calls it for `save()`,
 * `insert()` and query-builder inserts alike (bulk inserts included), before building the SQL.
 */
@EventSubscriber()
export class UuidPrimaryKeySubscriber implements EntitySubscriberInterface {
  beforeInsert(event: InsertEvent<Record<string, unknown>>): void {
    const [primary, ...more] = event.metadata.primaryColumns;
    if (!primary || more.length || primary.propertyName !== 'id' || primary.length !== '36') return;
    if (event.entity && !event.entity.id) event.entity.id = newId(event.metadata.target);
  }
}
