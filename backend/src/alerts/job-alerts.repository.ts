import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, EntityManager, In, IsNull, Repository } from 'typeorm';
import { chunks } from '../common/chunks';
import { SerialQueue } from '../common/serial-queue';
import { User } from '../users/user.entity';
import { AlertFrequency, JobAlert } from './job-alert.entity';

/** Alerts deleted per statement: well under both drivers' parameter limits. */
const ORPHANS_PER_DELETE = 500;

export type NewJobAlert = Omit<
  JobAlert,
  'id' | 'createdAt' | 'lastPeriod' | 'lastSentAt' | 'pendingUntil' | 'pendingPeriod'
>;

/** One window's watermark move: from the alert as this process read it to `cutoff`. */
export interface WatermarkMove {
  alert: JobAlert;
  cutoff: Date;
  period: string;
  /** When the window's digest was stored; null when it had none (the last one stays). */
  sentAt: Date | null;
  /** A window a sweep of an earlier build claimed (`pendingUntil` is its `cutoff`). */
  claimed: boolean;
}

/** The row still as `move` read it: the compare of its compare and set. */
function stillAsRead({ alert, cutoff, claimed }: WatermarkMove) {
  return claimed
    ? { id: alert.id, listedAfter: alert.listedAfter, pendingUntil: cutoff }
    : {
        id: alert.id,
        listedAfter: alert.listedAfter,
        frequency: alert.frequency,
        pendingUntil: IsNull(),
      };
}

/** `stillAsRead`, for a row read under lock. */
function isAsRead(
  row: Pick<JobAlert, 'listedAfter' | 'frequency' | 'pendingUntil'>,
  { alert, cutoff, claimed }: WatermarkMove,
): boolean {
  if (row.listedAfter.getTime() !== alert.listedAfter.getTime()) return false;
  return claimed
    ? row.pendingUntil?.getTime() === cutoff.getTime()
    : row.frequency === alert.frequency && row.pendingUntil === null;
}

/** The set of the compare and set: the watermark at the window's end, no claim. */
function movedTo({ cutoff, period, sentAt }: WatermarkMove): Partial<JobAlert> {
  const change: Partial<JobAlert> = {
    listedAfter: cutoff,
    lastPeriod: period,
    pendingUntil: null,
    pendingPeriod: null,
  };
  if (sentAt) change.lastSentAt = sentAt;
  return change;
}

/** The job_alerts table. */
@Injectable()
export class JobAlertsRepository {
  /** In-process order of creates (SQLite has one connection: a row lock cannot serialise). */
  private readonly creates = new SerialQueue();

  constructor(@InjectRepository(JobAlert) private readonly repo: Repository<JobAlert>) {}

  listFor(userId: string): Promise<JobAlert[]> {
    return this.repo.find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  findOwned(id: string, userId: string): Promise<JobAlert | null> {
    return this.repo.findOneBy({ id, userId });
  }

  findById(id: string): Promise<JobAlert | null> {
    return this.repo.findOneBy({ id });
  }

  /**
   * Stores the alert unless its member already keeps `limit`; null then. The count and the
   * insert run in one transaction that first locks the member's row (MySQL/MariaDB: SELECT …
   * FOR UPDATE), so parallel creates on any number of replicas take turns and the limit holds.
   */
  createWithinLimit(alert: NewJobAlert, limit: number): Promise<JobAlert | null> {
    return this.creates.run(() =>
      this.repo.manager.transaction(async (manager: EntityManager) => {
        const member = manager
          .getRepository(User)
          .createQueryBuilder('user')
          .select('user.id', 'id')
          .where('user.id = :id', { id: alert.userId });
        if (manager.connection.options.type !== 'better-sqlite3') {
          member.setLock('pessimistic_write');
        }
        await member.getRawOne();
        const alerts = manager.getRepository(JobAlert);
        if ((await alerts.countBy({ userId: alert.userId })) >= limit) return null;
        const empty = {
          lastPeriod: null,
          lastSentAt: null,
          pendingUntil: null,
          pendingPeriod: null,
        };
        return alerts.save(alerts.create({ ...alert, ...empty }));
      }),
    );
  }

  async update(id: string, change: Partial<Pick<JobAlert, 'name' | 'frequency' | 'paused'>>) {
    await this.repo.update({ id }, change);
  }

  async delete(id: string): Promise<void> {
    await this.repo.delete({ id });
  }

  /**
   * One batch of alerts of a frequency that may have something to send, in id order after
   * `afterId`: not paused, and either holding a claimed window left unfinished, or not yet done
   * for `period` (daily, weekly), or behind the newest arrival (instant: an alert whose watermark
   * passed every arrived job has nothing).
   */
  dueBatch(
    frequency: AlertFrequency,
    period: string,
    latestArrival: Date | null,
    afterId: string,
    limit: number,
  ): Promise<JobAlert[]> {
    const qb = this.repo
      .createQueryBuilder('alert')
      .where('alert.frequency = :frequency', { frequency })
      .andWhere('alert.paused = :paused', { paused: false })
      .andWhere('alert.id > :afterId', { afterId });
    // Instant alerts are open while behind the newest arrival, the others until their period
    // is done; a claimed window is always due.
    const open =
      frequency !== 'instant'
        ? new Brackets((w) =>
            w.where('alert.lastPeriod IS NULL').orWhere('alert.lastPeriod <> :period', { period }),
          )
        : latestArrival &&
          new Brackets((w) => w.where('alert.listedAfter <= :latestArrival', { latestArrival }));
    const claimed = 'alert.pendingUntil IS NOT NULL';
    qb.andWhere(open ? new Brackets((w) => w.where(claimed).orWhere(open)) : claimed);
    return qb.orderBy('alert.id', 'ASC').limit(limit).getMany();
  }

  /**
   * Moves each window's watermark from the value this process read to its `cutoff` (compare and
   * set) and clears any claim, in the caller's transaction: an open window (`claimed` false) only
   * while nobody claimed or moved it and its frequency is the one read, a claimed one (by a sweep
   * of an earlier build) only while it is still that claim. The ids of the alerts moved; another
   * writer changed the others first.
   *
   * On MySQL/MariaDB the windows' rows are locked first, in id order (one SELECT … FOR UPDATE),
   * and compared here; each distinct change is then one UPDATE of the ids that still matched, so
   * a sweep's windows, which mostly share their watermark, move in an update or two, not one
   * each. SQLite has no row locks to hold between a read and a write (other requests' statements
   * run on the same connection), and its statements cost microseconds: one compare and set each.
   */
  async advanceAll(moves: readonly WatermarkMove[], manager: EntityManager): Promise<Set<string>> {
    const repo = manager.getRepository(JobAlert);
    if (manager.connection.options.type === 'better-sqlite3') {
      const moved = new Set<string>();
      for (const move of moves) {
        const result = await repo.update(stillAsRead(move), movedTo(move));
        if ((result.affected ?? 0) > 0) moved.add(move.alert.id);
      }
      return moved;
    }
    if (moves.length === 0) return new Set();
    const rows = await repo
      .createQueryBuilder('alert')
      .select(['alert.id', 'alert.listedAfter', 'alert.frequency', 'alert.pendingUntil'])
      .whereInIds(moves.map((move) => move.alert.id))
      .orderBy('alert.id', 'ASC')
      .setLock('pessimistic_write')
      .getMany();
    const current = new Map(rows.map((row) => [row.id, row]));
    const moved = new Set<string>();
    const changes = new Map<string, { change: Partial<JobAlert>; ids: string[] }>();
    for (const move of moves) {
      const row = current.get(move.alert.id);
      if (!row || !isAsRead(row, move)) continue;
      moved.add(move.alert.id);
      const key = `${move.cutoff.getTime()} ${move.period} ${move.sentAt?.getTime() ?? ''}`;
      let group = changes.get(key);
      if (!group) changes.set(key, (group = { change: movedTo(move), ids: [] }));
      group.ids.push(move.alert.id);
    }
    for (const { change, ids } of changes.values()) await repo.update({ id: In(ids) }, change);
    return moved;
  }

  /** How many alerts there are per frequency and paused state, and the last digest's time. */
  async summary(): Promise<{
    counts: Array<{ frequency: AlertFrequency; paused: boolean; count: number }>;
    lastSentAt: Date | null;
  }> {
    const rows = await this.repo
      .createQueryBuilder('alert')
      .select('alert.frequency', 'frequency')
      .addSelect('alert.paused', 'paused')
      .addSelect('COUNT(*)', 'count')
      .groupBy('alert.frequency')
      .addGroupBy('alert.paused')
      .getRawMany<{
        frequency: AlertFrequency;
        paused: number | boolean;
        count: string | number;
      }>();
    const last = await this.repo
      .createQueryBuilder('alert')
      .select('MAX(alert.lastSentAt)', 'at')
      .getRawOne<{ at: Date | string | null }>();
    return {
      counts: rows.map((r) => ({
        frequency: r.frequency,
        paused: Boolean(Number(r.paused)),
        count: Number(r.count),
      })),
      lastSentAt: last?.at
        ? new Date(last.at instanceof Date ? last.at : `${last.at.replace(' ', 'T')}Z`)
        : null,
    };
  }

  /**
   * Deletes the alerts of accounts that no longer exist; how many. The orphans are found by a
   * plain read and deleted by id: one DELETE whose condition read `users` locked every alert and
   * every account it looked at (on MySQL, with the gaps between missing ids), so a member's new
   * alert or a sign-up meanwhile waited for the sweep, or deadlocked with it. An account's id is
   * never given again, so an alert found orphaned stays so.
   */
  async deleteOrphans(): Promise<number> {
    const orphans = await this.repo
      .createQueryBuilder('alert')
      .select('alert.id', 'id')
      .where('NOT EXISTS (SELECT 1 FROM users u WHERE u.id = alert.userId)')
      .getRawMany<{ id: string }>();
    let deleted = 0;
    const ids = orphans.map((orphan) => orphan.id);
    for (const part of chunks(ids, ORPHANS_PER_DELETE)) {
      const result = await this.repo.createQueryBuilder().delete().whereInIds(part).execute();
      deleted += result.affected ?? 0;
    }
    return deleted;
  }
}
