import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';

/**
 * The word index's postings (decision 0083): the jobs that gained a word (by its hash) in one
 * write, one row per word and write, so an import batch of 1,000 jobs writes one row per distinct
 * word instead of one per job and word. A list is never changed: a job whose text changed is
 * added under its new words and stays under its old ones, which only adds a candidate that the
 * search's LIKE drops; `deleteAll` empties the table. A rare word's lists are compacted once a
 * search finds most of their jobs off the board: replaced by one list of their listed jobs
 * (JobSearchIndex.compact, decision 0264).
 */
@Entity('job_search_postings')
// A word's count of ids without its lists: a search reads these small entries, never the rows
// (JobSearchIndex.countPostings).
@Index('IDX_job_search_postings_count', ['wordHash', 'jobCount'])
export class JobSearchPosting {
  @PrimaryColumn({ type: 'int' })
  wordHash: number;

  /**
   * The id of the write that added this list, time-ordered (UUIDv7): a word's new list goes at
   * the end of its range of the primary key, a page the previous batch left in the buffer pool,
   * instead of a random page of it (docs/performance.md, History, "The word index's lists in
   * order of writing").
   */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  batch: string;

  /** How many ids `jobIds` holds: a word's candidates are counted without reading the lists. */
  @Column({ type: 'int' })
  jobCount: number;

  /** The job ids, comma-separated. */
  @Column({ type: LONG_TEXT })
  jobIds: string;
}
