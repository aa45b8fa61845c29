import { Entity, PrimaryColumn } from 'typeorm';

/**
 * The word index's postings (decision 0083): which jobs have a word (by its hash) in a searched
 * field. The key serves the search (all jobs of some hashes) and re-indexing, which deletes the
 * (hash, job) pairs of the words a job lost: no second index to maintain. No foreign key: an import writes several postings per job, and a posting of a deleted job only
 * adds a candidate that the search's join drops.
 */
@Entity('job_search_postings')
export class JobSearchPosting {
  @PrimaryColumn({ type: 'int' })
  wordHash: number;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  jobId: string;
}
