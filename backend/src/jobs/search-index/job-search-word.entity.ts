import { Entity, PrimaryColumn } from 'typeorm';

/**
 * The word index's dictionary (decision 0083): every word of a searched field as it is written
 * (lower-cased on SQLite, as its search compares), with the hash its postings are filed under.
 * The column has the database's default collation, like the jobs' text columns, so
 * `word LIKE '%piece%'` here means what the board's `LIKE` means there. Words are never deleted:
 * a stale word only points at postings that no longer exist.
 */
@Entity('job_search_words')
export class JobSearchWord {
  /** FIELD_CODES of search-words.ts: 1 title, 2 team, 3 location. */
  @PrimaryColumn({ type: 'smallint' })
  field: number;

  @PrimaryColumn({ type: 'varchar', length: 300 })
  word: string;

  /** wordHash(field, word); part of the key: collation-equal spellings keep their own hashes. */
  @PrimaryColumn({ type: 'int' })
  hash: number;
}
