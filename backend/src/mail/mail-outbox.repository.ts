import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, LessThan, LessThanOrEqual, Repository } from 'typeorm';
import { chunks } from '../common/chunks';
import { isUniqueViolation } from '../database/query-errors';
import { MailMessage, type MailStatus } from './mail-message.entity';

const FINISHED: MailStatus[] = ['sent', 'undeliverable', 'unconfirmed'];
/**
 * Messages per statement of `enqueueAll`: an alert digest is about 25 KB, so a statement carries
 * about 0.5 MB, well under MySQL's 16 MB packet limit and both drivers' parameter limits.
 */
const MESSAGES_PER_INSERT = 20;

export type NewMailMessage = Pick<MailMessage, 'idempotencyKey' | 'recipient' | 'template' | 'raw'>;

/** A new message's row: waiting for its first attempt from `now`. */
const pending = (message: NewMailMessage, now: Date) => ({
  ...message,
  status: 'pending' as const,
  attempts: 0,
  nextAttemptAt: now,
});

/** The outbox's queries: enqueue once per key, claim atomically, record each outcome. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectRepository(MailMessage) private readonly repo: Repository<MailMessage>) {}

  /** Stores the message unless one with its key exists; true when this call stored it. */
  async enqueue(message: NewMailMessage, now = new Date()): Promise<boolean> {
    try {
      await this.repo.insert(pending(message, now));
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /**
   * Stores the messages whose keys are not stored yet, within the caller's transaction, a few
   * to a statement; the keys it stored. A statement that meets a stored key stores its messages
   * one at a time instead (a failed statement leaves the transaction open on both drivers).
   */
  async enqueueAll(
    messages: readonly NewMailMessage[],
    manager: EntityManager,
    now = new Date(),
  ): Promise<string[]> {
    /** Inserts the messages in one statement; false when one of their keys was stored. */
    const inserted = async (part: readonly NewMailMessage[]) => {
      try {
        await manager
          .createQueryBuilder()
          .insert()
          .into(MailMessage)
          .values(part.map((message) => pending(message, now)))
          .updateEntity(false)
          .execute();
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    };
    const stored: string[] = [];
    for (const part of chunks(messages, MESSAGES_PER_INSERT)) {
      if (await inserted(part)) {
        stored.push(...part.map((message) => message.idempotencyKey));
        continue;
      }
      // Some were stored already: each alone, skipping those.
      for (const message of part.length > 1 ? part : []) {
        if (await inserted([message])) stored.push(message.idempotencyKey);
      }
    }
    return stored;
  }

  findByKey(idempotencyKey: string): Promise<MailMessage | null> {
    return this.repo.findOneBy({ idempotencyKey });
  }

  /**
   * At most `limit` messages due now, oldest first, whole: a round claims and sends what it
   * reads here, without reading each message again.
   */
  due(now: Date, limit: number): Promise<MailMessage[]> {
    return this.repo.find({
      where: { status: 'pending', nextAttemptAt: LessThanOrEqual(now) },
      order: { nextAttemptAt: 'ASC' },
      take: limit,
    });
  }

  /**
   * Takes a message read as pending for one attempt: a conditional update that only one process
   * can win, so replicas never send the same message together. It also asks for the attempts the
   * message was read with, so a message another process tried and put back meanwhile is not taken
   * as read (its content never changes). The message as claimed, or null when it was not won.
   */
  async claim(message: MailMessage, now: Date): Promise<MailMessage | null> {
    const attempts = message.attempts + 1;
    const result = await this.repo
      .createQueryBuilder()
      .update(MailMessage)
      .set({ status: 'sending', claimedAt: now, attempts })
      .where('id = :id AND status = :pending AND attempts = :read', {
        id: message.id,
        pending: 'pending',
        read: message.attempts,
      })
      .execute();
    if (!result.affected) return null;
    return { ...message, status: 'sending', claimedAt: now, attempts };
  }

  /** Records messages the transport took (a round's batch, at most 20), in one statement. */
  markSent(ids: string[], now: Date) {
    return this.repo.update({ id: In(ids) }, { status: 'sent', sentAt: now, lastError: null });
  }

  retryLater(id: string, nextAttemptAt: Date, error: string) {
    return this.repo.update({ id }, { status: 'pending', nextAttemptAt, lastError: error });
  }

  markFinal(id: string, status: 'undeliverable' | 'unconfirmed', error: string) {
    return this.repo.update({ id }, { status, lastError: error });
  }

  /**
   * Messages left `sending` by a process that died mid-attempt: nobody knows whether the server
   * took them, so they become `unconfirmed`, never sent again.
   */
  async releaseAbandoned(claimedBefore: Date): Promise<number> {
    const result = await this.repo.update(
      { status: 'sending', claimedAt: LessThanOrEqual(claimedBefore) },
      { status: 'unconfirmed', lastError: 'The process ended during the attempt' },
    );
    return result.affected ?? 0;
  }

  /**
   * Deletes finished messages (sent, undeliverable, unconfirmed) created before `before`, at most
   * `batch` per statement so a large backlog never holds long locks. Pending and in-flight
   * messages stay whatever their age. Returns how many were deleted.
   */
  async deleteFinishedBefore(before: Date, batch = 1000): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = await this.repo.find({
        select: { id: true },
        where: { status: In(FINISHED), createdAt: LessThan(before) },
        take: batch,
      });
      if (!rows.length) return deleted;
      await this.repo.delete({ id: In(rows.map((row) => row.id)) });
      deleted += rows.length;
      if (rows.length < batch) return deleted;
    }
  }

  countByStatus(statuses: MailMessage['status'][]): Promise<number> {
    return this.repo.countBy({ status: In(statuses) });
  }

  /**
   * Messages of one template created from `from` (and before `until`, when given), per status:
   * one range of the creation index (the admin's digests of a day).
   */
  async countCreatedBetween(
    template: string,
    from: Date,
    until: Date | null,
  ): Promise<Array<{ status: MailStatus; count: number }>> {
    const query = this.repo
      .createQueryBuilder('mail')
      .select('mail.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('mail.createdAt >= :from', { from })
      .andWhere('mail.template = :template', { template });
    if (until) query.andWhere('mail.createdAt < :until', { until });
    const rows = await query
      .groupBy('mail.status')
      .getRawMany<{ status: MailStatus; count: string | number }>();
    return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
  }
}
