import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { JobBoardRepository } from './board/job-board.repository';
import type { JobFilters, JobLink, JobWithLogo } from './board/job-board.types';
import { Job } from './job.entity';

/** What an ingestion run needs to know of a job its source wrote before. */
export type SourcedJobState = Pick<
  Job,
  | 'id'
  | 'externalId'
  | 'contentHash'
  | 'lockedFields'
  | 'missedRuns'
  | 'validThrough'
  | 'expiredAt'
  | 'isActive'
>;

/** A job written by hand or from a CSV file that a source's posting may turn out to be. */
export type UnsourcedJob = Pick<Job, 'id' | 'positionTitle' | 'location' | 'applyUrlHash'>;

/**
 * What other modules may read of jobs (team pages, stats, sitemap and feed), all with the board's
 * one definition of a listed job: active, not marked expired, and open by its dates. Other
 * modules use this, never the repositories or a query builder of the jobs module.
 */
@Injectable()
export class JobsQueryService {
  constructor(
    private readonly board: JobBoardRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Every job an ingestion source wrote, open or closed. */
  findBySource(sourceId: string): Promise<SourcedJobState[]> {
    return this.dataSource.getRepository(Job).find({
      where: { sourceId },
      select: [
        'id',
        'externalId',
        'contentHash',
        'lockedFields',
        'missedRuns',
        'validThrough',
        'expiredAt',
        'isActive',
      ],
    });
  }

  /** A team's jobs that no source wrote (candidates for a source's duplicates). */
  findUnsourcedOfTeam(teamName: string): Promise<UnsourcedJob[]> {
    return this.dataSource.getRepository(Job).find({
      where: { teamName, sourceId: IsNull() },
      select: ['id', 'positionTitle', 'location', 'applyUrlHash'],
    });
  }

  /** One page of listed jobs matching the filters, newest first, with their logos. */
  findActiveByFilters(
    filters: JobFilters,
    limit: number,
    offset: number,
    now = new Date(),
  ): Promise<JobWithLogo[]> {
    return this.board.findActiveByFilters(filters, limit, offset, 'newest', now);
  }

  /**
   * Listed jobs matching the filters that arrived in [from, until) (whole seconds), newest
   * first, at most `limit`, and how many matched in all (job alerts).
   */
  findArrivedBetween(
    filters: JobFilters,
    from: Date,
    until: Date,
    limit: number,
    now = new Date(),
  ): Promise<{ jobs: JobWithLogo[]; total: number }> {
    return this.board.findArrivedBetween(filters, from, until, limit, now);
  }

  /** When the newest listed job that arrived before `until` arrived, or null. */
  latestArrival(until: Date, now = new Date()): Promise<Date | null> {
    return this.board.latestArrival(until, now);
  }

  /** How many jobs are listed. */
  countActive(now = new Date()): Promise<number> {
    return this.board.countActive(now);
  }

  /** Listed jobs per team name, as the database groups names. */
  countListedByTeam(now = new Date()): Promise<Array<{ teamName: string; count: number }>> {
    return this.board.countListedByTeam(now);
  }

  /** The next moment a listed job closes (cached answers must not outlive it), or null. */
  nextClosing(now = new Date()): Promise<Date | null> {
    return this.board.nextClosing(now);
  }

  /** Links to listed jobs, newest first (the sitemap files). */
  findListedLinks(max: number, offset = 0, now = new Date()): Promise<JobLink[]> {
    return this.board.findListedLinks(max, offset, now);
  }

  /** The same links, a few thousand per read (a sitemap file, sent as it is read). */
  listedLinksInReads(max: number, offset = 0, now = new Date()): AsyncGenerator<JobLink[]> {
    return this.board.listedLinksInReads(max, offset, now);
  }

  /** The newest listed jobs with their logos (the feed). */
  findNewestListed(max: number, now = new Date()): Promise<JobWithLogo[]> {
    return this.board.findNewestListed(max, now);
  }
}
