import type { JobsQueryService } from '../jobs/jobs-query.service';
import type { AlertFilters } from './alert-filters';

export type Arrivals = Awaited<ReturnType<JobsQueryService['findArrivedBetween']>>;

/** The most distinct searches and windows one sweep remembers; past it the oldest are dropped. */
const KEPT = 1000;

/**
 * One sweep's answers to "which listed jobs matching this search arrived in this window". Many
 * alerts share a search (every follower of a team, the common searches) and, once they have been
 * swept together, their watermark too: the board is asked once per distinct search and window,
 * not once per alert. The sweep's `now` is fixed, so equal questions have equal answers.
 */
export class SweepMatches {
  private readonly answers = new Map<string, Promise<Arrivals>>();

  constructor(
    private readonly jobs: JobsQueryService,
    private readonly now: Date,
    private readonly limit: number,
  ) {}

  find(filters: AlertFilters, from: Date, until: Date): Promise<Arrivals> {
    const key = `${canonicalJson(filters)}|${from.getTime()}|${until.getTime()}`;
    const known = this.answers.get(key);
    if (known) return known;
    const answer = this.jobs.findArrivedBetween(filters, from, until, this.limit, this.now);
    // A failed question is asked again by the next alert that has it.
    answer.catch(() => this.answers.delete(key));
    if (this.answers.size >= KEPT) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, answer);
    return answer;
  }
}

/**
 * JSON with object keys in order and lists of words sorted (a facet's values are alternatives,
 * so their order does not change the search): equal searches give equal text.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    const items = value.map(canonicalJson);
    if (value.every((v) => typeof v === 'string')) items.sort();
    return `[${items.join(',')}]`;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
