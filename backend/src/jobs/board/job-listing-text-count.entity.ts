import { createHash } from 'node:crypto';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many listings share one exact combination of the searched texts (team, title, location),
 * the facets and whether pay is listed: a text search's counts (its total and facet counts) are
 * this table's rows that match the search, summed, instead of every listing that matches. Titles
 * repeat on a job board, so the rows are far fewer than the listings; a board where every
 * listing had its own title would make this table as long as the listings, and a text count
 * as slow as reading them (docs/decisions/0172-text-search-counts.md). Kept by the job writer
 * beside `job_listing_counts`, in the same transaction as the listings.
 *
 * The key is a hash of the exact values (`textCountKey`), not the columns themselves: MySQL's
 * collation holds "Coach" and "coach " equal, but a search may match one and not the other
 * (a trailing space, a character that equals two), so each exact text needs its own row.
 * An unset employment type, level or workplace is stored as '' (as in `job_listing_counts`).
 */
@Entity('job_listing_text_counts')
export class JobListingTextCount {
  /** `textCountKey` of the other key columns. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  groupKey: string;

  @Column({ type: 'varchar', length: 200 })
  teamName: string;

  @Column({ type: 'varchar', length: 300 })
  positionTitle: string;

  @Column({ type: 'varchar', length: 200 })
  location: string;

  @Column({ type: 'varchar', length: 20 })
  department: string;

  @Column({ type: 'varchar', length: 12 })
  employmentType: string;

  @Column({ type: 'varchar', length: 10 })
  level: string;

  @Column({ type: 'varchar', length: 8 })
  workplaceType: string;

  /** Whether these listings show a pay range (the "Pay listed" filter). */
  @Column({ type: 'boolean' })
  payListed: boolean;

  /** Listings in this group. */
  @Column({ type: 'int' })
  listed: number;
}

/** The texts and facets a listing is counted by, in key order. */
const COUNTED_COLUMNS = [
  'teamName',
  'positionTitle',
  'location',
  'department',
  'employmentType',
  'level',
  'workplaceType',
] as const;

/** The columns a listing's text count is keyed by, in key order. */
export const TEXT_COUNT_KEYS = [...COUNTED_COLUMNS, 'payListed'] as const;

export type TextCountValues = Record<(typeof TEXT_COUNT_KEYS)[number], string>;

/** The columns of `job_listings` a listing is counted by. */
export const LISTING_COUNT_COLUMNS = [...COUNTED_COLUMNS, 'salaryUnit'] as const;

export type ListingCountRow = Record<(typeof LISTING_COUNT_COLUMNS)[number], string | null>;

/** A listing's key values, as both summaries store them ('' for an unset facet). */
export function textCountValues(row: ListingCountRow): TextCountValues {
  return {
    teamName: String(row.teamName),
    positionTitle: String(row.positionTitle),
    location: String(row.location),
    department: String(row.department),
    employmentType: row.employmentType ?? '',
    level: row.level ?? '',
    workplaceType: row.workplaceType ?? '',
    payListed: row.salaryUnit == null ? '0' : '1',
  };
}

/**
 * The row key of exact values: SHA-256 over each value's length and bytes (so no two
 * combinations run together), the first 128 bits in hex. Migrations backfill with it: changing it
 * needs a migration that keys every row again.
 */
export function textCountKey(values: TextCountValues): string {
  const hash = createHash('sha256');
  for (const key of TEXT_COUNT_KEYS) {
    const value = values[key];
    hash.update(`${Buffer.byteLength(value)}:`).update(value);
  }
  return hash.digest('hex').slice(0, 32);
}
