import type { EntityManager } from 'typeorm';
import type { Driver } from 'typeorm/driver/Driver';
import { chunks } from '../../common/chunks';
import { placeholders } from '../../database/placeholders';
import { COUNT_KEYS } from '../board/job-listing-count.entity';
import {
  LISTING_COUNT_COLUMNS,
  type ListingCountRow,
  TEXT_COUNT_KEYS,
  textCountKey,
  textCountValues,
} from '../board/job-listing-text-count.entity';
import { LOCKING_READ_KEYS } from './locking-reads';

/** Keys per IN list: well under both drivers' parameter limits. */
const CHUNK = 1000;

/** Listings per counted group of one summary, by the group's key values ('' for none). */
type GroupCounts = Map<string, { key: string[]; listed: number }>;

/** Listings per group of both summaries, and the ids of the listings counted. */
export interface ListingCounts {
  teams: GroupCounts;
  texts: GroupCounts;
  ids: ReadonlySet<string>;
}

/**
 * One summary of the listings: its table, the key columns a change writes (then `listed`), its
 * primary key, and whether emptied groups are deleted by key (a long table) or found by a scan
 * (a few hundred rows).
 */
interface Summary {
  table: string;
  columns: readonly string[];
  primary: readonly string[];
  byKey: boolean;
}

const TEAM_COUNTS: Summary = {
  table: 'job_listing_counts',
  columns: COUNT_KEYS,
  primary: COUNT_KEYS,
  byKey: false,
};

const TEXT_COUNTS: Summary = {
  table: 'job_listing_text_counts',
  columns: ['groupKey', ...TEXT_COUNT_KEYS],
  primary: ['groupKey'],
  byKey: true,
};

export const NO_COUNTS: ListingCounts = { teams: new Map(), texts: new Map(), ids: new Set() };

/** Counts one more listing in the group of these key values. */
function tally(counts: GroupCounts, key: string[]): void {
  const id = JSON.stringify(key);
  const group = counts.get(id);
  if (group) group.listed += 1;
  else counts.set(id, { key, listed: 1 });
}

/**
 * The two summaries of the listings the board counts from, `job_listing_counts` (listings per team
 * and facets) and `job_listing_text_counts` (per exact texts with them), kept by JobListings in
 * each write's transaction: the touched listings are counted before the write (`of`, locking
 * them) and after it, and the difference applied (`apply`).
 */
export class ListingSummaries {
  private readonly q: (name: string) => string;
  private readonly sqlite: boolean;

  constructor(driver: Driver) {
    this.q = (name) => driver.escape(name);
    this.sqlite = driver.options.type === 'better-sqlite3';
  }

  /**
   * The listings among `ids` per counted group of both summaries: team and facets
   * (job_listing_counts), and the exact texts with them (job_listing_text_counts). The rows are
   * grouped here, not by SQL, because MySQL would group texts its collation holds equal.
   *
   * `current`: the listings as committed now, locked until the transaction ends (MySQL's
   * `FOR UPDATE`; the DELETE that follows locks the same rows anyway), in statements of
   * LOCKING_READ_KEYS ids that seek the primary key, so no other listing is locked. A plain read
   * in a REPEATABLE READ transaction sees the snapshot of its first read: a listing another write
   * changed since would be counted off the group it had, and the one it has now would keep a
   * count without a listing. SQLite runs one write transaction at a time, so its reads are
   * current.
   */
  async of(manager: EntityManager, ids: string[], current = false): Promise<ListingCounts> {
    const locking = current && !this.sqlite;
    const size = locking ? LOCKING_READ_KEYS : CHUNK;
    const [seek, lock] = locking ? [' FORCE INDEX (PRIMARY)', ' FOR UPDATE'] : ['', ''];
    const rows: Array<ListingCountRow & { id: string }> = [];
    const columns = ['id', ...LISTING_COUNT_COLUMNS].map((c) => this.q(c));
    for (const part of chunks(ids, size)) {
      rows.push(
        ...((await manager.query(
          `SELECT ${columns.join(', ')} FROM ${this.q('job_listings')}${seek} ` +
            `WHERE ${this.q('id')} IN (${placeholders(part.length)})${lock}`,
          part,
        )) as Array<ListingCountRow & { id: string }>),
      );
    }
    const counts: ListingCounts = {
      teams: new Map(),
      texts: new Map(),
      ids: new Set(rows.map((row) => row.id)),
    };
    for (const row of rows) {
      const values = textCountValues(row);
      tally(
        counts.teams,
        COUNT_KEYS.map((k) => values[k]),
      );
      tally(counts.texts, [textCountKey(values), ...TEXT_COUNT_KEYS.map((k) => values[k])]);
    }
    return counts;
  }

  /** Applies a change of listings to both summaries. */
  async apply(manager: EntityManager, removed: ListingCounts, added: ListingCounts): Promise<void> {
    await this.adjust(manager, TEAM_COUNTS, removed.teams, added.teams);
    await this.adjust(manager, TEXT_COUNTS, removed.texts, added.texts);
  }

  /**
   * Applies a change of listings to one summary: one upsert of the groups whose count moved, in
   * key order (so concurrent writers lock shared rows in the same order), then the groups left
   * empty go.
   */
  private async adjust(
    manager: EntityManager,
    summary: Summary,
    removed: GroupCounts,
    added: GroupCounts,
  ): Promise<void> {
    const change: GroupCounts = new Map();
    for (const [id, group] of added) change.set(id, { ...group });
    for (const [id, group] of removed) {
      const entry = change.get(id) ?? { key: group.key, listed: 0 };
      entry.listed -= group.listed;
      change.set(id, entry);
    }
    const moved = [...change.entries()]
      .filter(([, group]) => group.listed !== 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, group]) => group);
    if (!moved.length) return;
    const table = this.q(summary.table);
    const listed = this.q('listed');
    const columns = [...summary.columns.map((k) => this.q(k)), listed].join(', ');
    const tuple = `(${placeholders(summary.columns.length + 1)})`;
    const onRepeat = this.sqlite
      ? `ON CONFLICT (${summary.primary.map((k) => this.q(k)).join(', ')}) DO UPDATE SET ${listed} = ${listed} + excluded.${listed}`
      : `ON DUPLICATE KEY UPDATE ${listed} = ${listed} + VALUES(${listed})`;
    for (const part of chunks(moved, CHUNK / 4)) {
      await manager.query(
        `INSERT INTO ${table} (${columns}) VALUES ${part.map(() => tuple).join(', ')} ${onRepeat}`,
        part.flatMap((group) => [...group.key, group.listed]),
      );
    }
    const fell = moved.filter((group) => group.listed < 0);
    if (!fell.length) return;
    if (!summary.byKey) {
      await manager.query(`DELETE FROM ${table} WHERE ${listed} <= 0`);
      return;
    }
    for (const part of chunks(fell, CHUNK)) {
      await manager.query(
        `DELETE FROM ${table} WHERE ${listed} <= 0 AND ${this.q(summary.primary[0])} IN (${placeholders(part.length)})`,
        part.map((group) => group.key[0]),
      );
    }
  }
}
