import { Injectable, Logger } from '@nestjs/common';
import { ClusterLock } from '../common/cluster-lock';
import { newId } from '../database/uuid-primary-key';
import { applyUrlHash } from '../jobs/apply-url-hash';
import { Job } from '../jobs/job.entity';
import {
  JobsQueryService,
  type SourcedJobState,
  type UnsourcedJob,
} from '../jobs/jobs-query.service';
import { JobWriter, type JobChanges } from '../jobs/writer/job-writer.service';
import { JobSourceRun } from './job-source-run.entity';
import type { JobSource, SourceMapping } from './job-source.entity';
import { JobSourcesRepository } from './job-sources.repository';
import {
  contentHash,
  emptyUnmapped,
  mapPosting,
  type MappedFields,
  normalised,
  type Unmapped,
} from './posting-mapping';
import type { SourcePosting } from './providers/source-posting';
import { SourceFetcher } from './source-fetcher.service';

/** Misses in a row (successful runs without the posting) that close a job. */
export const MISSES_TO_CLOSE = 2;
/** Failed runs in a row that flag a source for an admin. */
export const FAILURES_TO_FLAG = 3;
const MAX_ERROR = 2000;

/** What a run would do with one posting (the "Test" preview, and the run itself). */
export interface PlannedPosting {
  posting: SourcePosting;
  fields: MappedFields;
  hash: string;
  action: 'create' | 'update' | 'unchanged';
  existing?: SourcedJobState;
  /** A job of the team without a source that the posting turns out to be. */
  matchId?: string;
}

export interface RunPlan {
  planned: PlannedPosting[];
  problems: string[];
  unmapped: Unmapped;
}

const isClosed = (job: SourcedJobState, now: Date) =>
  job.validThrough !== null && job.validThrough.getTime() <= now.getTime();

/** `base` with the values met in `unmapped` that it did not list yet (kept sorted). */
function mergeUnmapped(base: SourceMapping, unmapped: Unmapped, mapping: SourceMapping) {
  const merged = { ...base };
  for (const key of ['department', 'employmentType', 'level'] as const) {
    const values = { ...base[key] };
    for (const value of unmapped[key]) if (!(value in mapping[key])) values[value] = '';
    for (const value of Object.keys(values)) if (value in mapping[key]) delete values[value];
    merged[key] = values;
  }
  return merged;
}

/**
 * One ingestion run of a source (docs/product.md#job-sources): fetch, map, write what changed
 * through the job writer, close what went missing twice, and record the run. One run per source
 * at a time across replicas (a cluster lock named after the source).
 */
@Injectable()
export class IngestionRun {
  private readonly logger = new Logger(IngestionRun.name);

  constructor(
    private readonly sources: JobSourcesRepository,
    private readonly fetcher: SourceFetcher,
    private readonly jobs: JobsQueryService,
    private readonly writer: JobWriter,
    private readonly locks: ClusterLock,
  ) {}

  /** Fetches and maps the source's postings and says what a run would do, writing nothing. */
  async plan(source: JobSource, sourceId: string | null): Promise<RunPlan> {
    const { postings, problems } = await this.fetcher.fetch(source);
    const existing = new Map(
      (sourceId ? await this.jobs.findBySource(sourceId) : []).map((j) => [j.externalId, j]),
    );
    const candidates = await this.jobs.findUnsourcedOfTeam(source.teamName);
    const unmapped = emptyUnmapped();
    const planned: PlannedPosting[] = [];
    const messages = problems.map((p) => p.problem);
    const seen = new Set<string>();
    for (const posting of postings) {
      if (seen.has(posting.externalId)) {
        messages.push(`posting ${posting.externalId} is listed twice`);
        continue;
      }
      seen.add(posting.externalId);
      const fields = mapPosting(posting, source.mapping, unmapped);
      if ('problem' in fields) {
        messages.push(fields.problem);
        continue;
      }
      const hash = contentHash(fields);
      const job = existing.get(posting.externalId);
      if (job) {
        const unchanged = job.contentHash === hash && !isClosed(job, new Date());
        planned.push({
          posting,
          fields,
          hash,
          existing: job,
          action: unchanged ? 'unchanged' : 'update',
        });
      } else {
        const matchId = takeMatch(candidates, fields);
        planned.push({ posting, fields, hash, matchId, action: matchId ? 'update' : 'create' });
      }
    }
    return { planned, problems: messages, unmapped };
  }

  /**
   * Runs the source now: the recorded run, or null when another run of it holds the lock.
   * A failed fetch is recorded as a failed run, never thrown.
   */
  async run(source: JobSource, trigger: JobSourceRun['trigger']): Promise<JobSourceRun | null> {
    const release = await this.locks.acquire(`gridiron:ingestion:${source.id}`);
    if (!release) return null;
    const started = new Date();
    const run: JobSourceRun = Object.assign(new JobSourceRun(), {
      // Time-ordered (v7): runs started within one second (the datetime's precision) keep order.
      id: newId(JobSourceRun),
      sourceId: source.id,
      trigger,
      status: 'running',
      startedAt: started,
      fetched: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      closed: 0,
      failed: 0,
      error: null,
      durationMs: 0,
    });
    try {
      const plan = await this.plan(source, source.id);
      run.fetched = plan.planned.length;
      const errors = [...plan.problems];
      run.failed = plan.problems.length;
      for (const item of plan.planned) {
        try {
          await this.write(source, item, run, started);
        } catch (err) {
          run.failed++;
          errors.push(`posting ${item.posting.externalId}: ${(err as Error).message}`);
        }
      }
      const previous = source.lastFetched;
      const guarded = run.fetched === 0 || (previous !== null && run.fetched < previous / 2);
      if (!guarded) run.closed = await this.closeMissing(source.id, plan, started);
      run.status = guarded ? 'guarded' : 'succeeded';
      if (guarded) {
        errors.unshift(
          `Closed nothing: the run found ${run.fetched} postings` +
            (previous !== null ? `, the last successful run ${previous}` : ''),
        );
      }
      run.error = errors.length ? errors.join('\n').slice(0, MAX_ERROR) : null;
      await this.sources.change(source.id, {
        consecutiveFailures: 0,
        lastFetched: guarded ? previous : run.fetched,
        flag: guarded ? 'mass-close-guard' : source.flag === 'failing' ? null : source.flag,
        unmapped: mergeUnmapped(source.unmapped, plan.unmapped, source.mapping),
      });
    } catch (err) {
      run.status = 'failed';
      run.error = (err as Error).message.slice(0, MAX_ERROR);
      const failures = source.consecutiveFailures + 1;
      await this.sources.change(source.id, {
        consecutiveFailures: failures,
        flag: failures >= FAILURES_TO_FLAG ? 'failing' : source.flag,
      });
      this.logger.warn(`Job source ${source.id} failed: ${run.error}`);
    } finally {
      run.durationMs = Date.now() - started.getTime();
      await this.sources.saveRun(run).finally(release);
    }
    return run;
  }

  /** Writes one planned posting, leaving the fields an admin locked alone. */
  private async write(source: JobSource, item: PlannedPosting, run: JobSourceRun, now: Date) {
    const { fields, existing, posting } = item;
    if (item.action === 'unchanged') {
      run.unchanged++;
      if (existing!.missedRuns > 0) await this.writer.update(existing!.id, { missedRuns: 0 });
      return;
    }
    const locked = new Set<string>(existing?.lockedFields ?? []);
    const changes: JobChanges = {
      contentHash: item.hash,
      missedRuns: 0,
      teamName: source.teamName,
    };
    for (const [key, value] of Object.entries(fields) as Array<[keyof MappedFields, unknown]>) {
      if (!locked.has(key) && value !== null) Object.assign(changes, { [key]: value });
      else if (!locked.has(key) && key === 'description') changes.description = null;
    }
    // A posting listed again reopens the job its absence closed (unless an admin set the date).
    if (existing && isClosed(existing, now) && !locked.has('validThrough')) {
      changes.validThrough = null;
      changes.expiredAt = null;
    }
    const { pay, ...unpaid } = fields;
    const { created } = await this.writer.upsertBySource(
      {
        ...unpaid,
        ...pay,
        id: newId(Job),
        teamName: source.teamName,
        datePosted: fields.datePosted ?? now,
        sourceId: source.id,
        externalId: posting.externalId,
        contentHash: item.hash,
      },
      changes,
      item.matchId,
    );
    if (created) run.created++;
    else run.updated++;
  }

  /**
   * Counts a miss for each open job of the source the run did not list; the second miss in a row
   * closes it (its closing date becomes now). Answers how many closed.
   */
  private async closeMissing(sourceId: string, plan: RunPlan, now: Date): Promise<number> {
    const listed = new Set(plan.planned.map((p) => p.posting.externalId));
    let closed = 0;
    for (const job of await this.jobs.findBySource(sourceId)) {
      if (listed.has(job.externalId ?? '') || isClosed(job, now)) continue;
      if (job.lockedFields?.includes('validThrough')) continue;
      const missedRuns = job.missedRuns + 1;
      if (missedRuns >= MISSES_TO_CLOSE) {
        await this.writer.update(job.id, { missedRuns, validThrough: now });
        closed++;
      } else {
        await this.writer.update(job.id, { missedRuns });
      }
    }
    return closed;
  }
}

/**
 * The first job of the team without a source that is this posting: the same apply URL, or the
 * same title and location once normalised. A matched job is taken out of the candidates.
 */
function takeMatch(candidates: UnsourcedJob[], fields: MappedFields): string | undefined {
  const hash = applyUrlHash(fields.applyUrl);
  const title = normalised(fields.positionTitle);
  const location = normalised(fields.location);
  const index = candidates.findIndex(
    (job) =>
      job.applyUrlHash === hash ||
      (normalised(job.positionTitle) === title && normalised(job.location) === location),
  );
  if (index < 0) return undefined;
  return candidates.splice(index, 1)[0].id;
}
