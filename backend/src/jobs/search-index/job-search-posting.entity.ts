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
/** A list's date when its jobs' dates are not known (see `newestPosted`): later than any. */
export const UNKNOWN_POSTED = '9999-12-31 23:59:59';

@Entity('job_search_postings')
// A word's count of ids and its newest posting date without its lists: a search sums the counts
// from these small entries (JobSearchIndex.countPostings) and finds the date in one seek per word
// (JobSearchIndex.newestPosted), never reading the rows.
@Index('IDX_job_search_postings_newest', ['wordHash', 'newestPosted', 'jobCount'])
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

  /**
   * The latest posting date among the list's jobs when it was written, or UNKNOWN_POSTED (lists
   * written before the column, or a job written without a date). A listed job lies under a list
   * of each of its words dated no earlier than its own posting date: a write that moves a job's
   * date later files it afresh (JobSearchFiling.indexJobs), and a compaction dates its list by
   * the jobs it keeps. So a word's newest list date bounds where the board's newest-first order
   * can first meet its jobs (decision 0267).
   */
  @Column({ type: 'datetime', default: () => `'${UNKNOWN_POSTED}'` })
  newestPosted: Date;

  /** The job ids, comma-separated. */
  @Column({ type: LONG_TEXT })
  jobIds: string;
}
