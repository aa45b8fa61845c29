import type { QueryRunner } from 'typeorm';
import {
  LISTING_COUNT_COLUMNS,
  type ListingCountRow,
  TEXT_COUNT_KEYS,
  textCountKey,
  textCountValues,
  type TextCountValues,
} from '../../jobs/board/job-listing-text-count.entity';
import { pagesByKey } from '../pages-by-key';

const PAGE = 5000;
const ROWS_PER_INSERT = 250;

/**
 * Counts the existing listings into `job_listing_text_counts` (the job writer keeps it from
 * then on), on either driver: the listings are read in pages by id and grouped here by their
 * exact texts, as the writer groups them.
 */
export async function backfillListingTextCounts(queryRunner: QueryRunner): Promise<void> {
  const q = (name: string) => queryRunner.connection.driver.escape(name);
  const groups = new Map<string, { values: TextCountValues; listed: number }>();
  for await (const rows of pagesByKey<ListingCountRow & { id: string }>(
    queryRunner,
    'job_listings',
    PAGE,
    LISTING_COUNT_COLUMNS,
  ))
    for (const row of rows) {
      const values = textCountValues(row);
      const key = textCountKey(values);
      const group = groups.get(key);
      if (group) group.listed += 1;
      else groups.set(key, { values, listed: 1 });
    }
  const insert = ['groupKey', ...TEXT_COUNT_KEYS, 'listed'];
  const entries = [...groups];
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
    const part = entries.slice(i, i + ROWS_PER_INSERT);
    const tuple = `(${insert.map(() => '?').join(', ')})`;
    await queryRunner.query(
      `INSERT INTO ${q('job_listing_text_counts')} (${insert.map(q).join(', ')}) VALUES ${part.map(() => tuple).join(', ')}`,
      part.flatMap(([key, { values, listed }]) => [
        key,
        ...TEXT_COUNT_KEYS.map((k) => values[k]),
        listed,
      ]),
    );
  }
}
