import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { LONG_TEXT } from '../database/column-types';
import { TimeOrderedIds, UuidPrimaryKey } from '../database/uuid-primary-key';

/**
 * Where a message is on its way out (decision 0141):
 * - `pending`: waiting for its first or next attempt (`nextAttemptAt`);
 * - `sending`: claimed by one process, which is talking to the server now;
 * - `sent`: the server accepted it;
 * - `undeliverable`: the server refused it for good (5xx), or the retries ran out;
 * - `unconfirmed`: the connection broke after the whole message was handed over, so the server
 *   may have accepted it: never sent again (an operator can look), rather than twice.
 */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'undeliverable' | 'unconfirmed';

/** One outgoing message, stored whole before the first attempt (the outbox). */
@Entity('mail_outbox')
@Index('IDX_mail_outbox_status_next', ['status', 'nextAttemptAt'])
/**
 * The admin's digests per day (a day at a time, one template) and the hourly deletion of old
 * finished messages (a range of days, some statuses) read this index alone, not the messages.
 */
@Index('IDX_mail_outbox_created', ['createdAt', 'template', 'status'])
@TimeOrderedIds()
export class MailMessage {
  @UuidPrimaryKey()
  id: string;

  /** What the message is for (`password-reset:<token id>`); a second enqueue with it is a no-op. */
  @Index('UQ_mail_outbox_idempotencyKey', { unique: true })
  @Column({ type: 'varchar', length: 191 })
  idempotencyKey: string;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  /** The template's name (`password-reset`), for logs and the operator. */
  @Column({ type: 'varchar', length: 40 })
  template: string;

  /** The complete RFC 5322 message (headers and body) as it is sent or written to a file. */
  @Column({ type: LONG_TEXT })
  raw: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: MailStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  /** When the current attempt was claimed (a `sending` row left by a crash is found by it). */
  @Column({ type: 'datetime', nullable: true })
  claimedAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'datetime', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
