import { Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { v7 as uuidv7 } from 'uuid';
import { WorkAfterRequests } from '../../common/work-after-requests';
import { placeholders } from '../../database/placeholders';
import type { PostedPlace } from '../board/board-order';
import { listDate, postedSecond } from './job-search-filing';

/**
 * The compaction of word lists (decision 0264): a word whose lists hold mostly jobs off the board
 * costs every later first search of it, so the search that finds this asks for the word's lists
 * to be rewritten with its listed jobs alone, after the request, on a connection of its own.
 */
export class WordListCompaction {
  private readonly logger = new Logger('JobSearchIndex');
  /** Compactions a search asks for, by their words, run after it on a connection of their own. */
  private readonly compacting = new WorkAfterRequests('JobSearchIndex.compact', (err) =>
    err instanceof CompactedMeanwhile
      ? this.logger.debug(err.message)
      : this.logger.warn(`compacting word lists failed: ${err.message}`),
  );

  /**
   * `most`: a word with more jobs or lists than this is not compacted (the word index does not
   * narrow a search by it anyway); `listed`: the ids among `ids` that have a listing, newest
   * first (JobSearchIndex's read).
   */
  constructor(
    private readonly dataSource: DataSource,
    private readonly most: number,
    private readonly listed: (manager: EntityManager, ids: string[]) => Promise<PostedPlace[]>,
  ) {}

  /**
   * Drops the jobs without a listing from the lists of these words, in one transaction: per word,
   * it reads the word's lists and which of their jobs are listed, deletes exactly the lists it
   * read and writes one list of the listed jobs. No lock is needed: a list is never changed once
   * written, a list added meanwhile is neither read nor deleted, and a job that gains a listing
   * meanwhile is filed afresh in a new list by that write (`fileAnew`). Deleting fewer lists than
   * it read means another process compacted the word first: this one then rolls back.
   */
  async compact(hashes: number[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const hash of new Set(hashes)) await this.compactWord(manager, hash);
    });
  }

  /** Waits for the compactions this process started. */
  settled(): Promise<void> {
    return this.compacting.settled();
  }

  private async compactWord(manager: EntityManager, hash: number): Promise<void> {
    const postings = this.q('job_search_postings');
    const [wordHash, batch, jobIds] = [this.q('wordHash'), this.q('batch'), this.q('jobIds')];
    const lists: Array<{ batch: string; jobIds: string }> = await manager.query(
      `SELECT ${batch} AS ${batch}, ${jobIds} AS ${jobIds} FROM ${postings} WHERE ${wordHash} = ? LIMIT ${this.most + 1}`,
      [hash],
    );
    const ids = [...new Set(lists.flatMap((list) => list.jobIds.split(',')))];
    if (!lists.length || lists.length > this.most || ids.length > this.most) return;
    const listed = await this.listed(manager, ids);
    if (lists.length === 1 && listed.length === ids.length) return;
    const deleted = await manager.queryRunner!.query(
      `DELETE FROM ${postings} WHERE ${wordHash} = ? AND ${batch} IN (${placeholders(lists.length)})`,
      [hash, ...lists.map((list) => list.batch)],
      true,
    );
    if (deleted.affected !== lists.length) throw new CompactedMeanwhile(hash);
    if (!listed.length) return;
    // Dated by the newest job it keeps (the first, newest first): a job listed again meanwhile,
    // or moved later since, is filed afresh in a list of its own.
    const newest = listDate(this.dataSource, postedSecond(listed[0].datePosted));
    await manager.query(
      `INSERT INTO ${postings} (${wordHash}, ${batch}, ${this.q('jobCount')}, ${jobIds}, ${this.q('newestPosted')}) VALUES (?, ?, ?, ?, ?)`,
      [hash, uuidv7(), listed.length, listed.map((row) => row.id).join(','), newest],
    );
  }

  /** Compacts the words' lists after the current request, once at a time per set of words. */
  later(hashes: number[]): void {
    const key = [...hashes].sort((a, b) => a - b).join(',');
    this.compacting.start(key, () => this.compact(hashes));
  }

  private q(name: string): string {
    return this.dataSource.driver.escape(name);
  }
}

/** Another process compacted the word's lists first (a race both sides end well). */
class CompactedMeanwhile extends Error {
  constructor(hash: number) {
    super(`the lists of word ${hash} were compacted by another process meanwhile`);
  }
}
