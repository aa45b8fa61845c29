import { AsyncLocalStorage } from 'node:async_hooks';
import type { CacheScope } from './read-cache.service';

/** A lookup already made: the scope's version and the entry stored under it (null: none). */
export interface Found {
  version: string;
  json: string | null;
}

/** What one round trip read ahead for the request in progress. */
interface RequestReads {
  at: number;
  versions: Partial<Record<CacheScope, string>>;
  entries: Map<string, Found>;
}

/** A request's place: what was read ahead for it, the versions it saw, its answers kept. */
interface RequestPlace {
  reads?: RequestReads;
  /** The version of each scope this request read last (read ahead or looked up). */
  seen?: Partial<Record<CacheScope, string>>;
  answers?: Map<string, Promise<unknown>>;
}

/** How long what was read ahead serves the request that read it, at most. */
const PREFETCH_MS = 1000;

/**
 * Read-cache lookups another round trip already made for the request in progress (the session
 * store reads the signed-in user's entry and the `jobs` version along with the session), so the
 * cache answers from them instead of asking Redis again. Kept per request (async context), so no
 * request id travels through service signatures.
 */
export class PrefetchedReads {
  private readonly storage = new AsyncLocalStorage<RequestPlace>();

  /** Runs the rest of a request with room for what is read ahead for it. */
  run<T>(next: () => T): T {
    return this.storage.run({}, next);
  }

  /** Records versions and entries just read for this request (replacing any earlier record). */
  record(
    versions: Partial<Record<CacheScope, string>>,
    entries: Array<Found & { scope: CacheScope; key: string }>,
  ): void {
    const request = this.storage.getStore();
    if (!request) return;
    request.reads = {
      at: Date.now(),
      versions,
      entries: new Map(entries.map(({ scope, key, ...found }) => [`${scope}:${key}`, found])),
    };
    request.seen = Object.assign(request.seen ?? {}, versions);
  }

  /** Records the version of `scope` a lookup just read for this request. */
  saw(scope: CacheScope, version: string): void {
    const request = this.storage.getStore();
    if (request) (request.seen ??= {})[scope] = version;
  }

  /** The version of `scope` this request read last, if it read one. */
  lastSeen(scope: CacheScope): string | undefined {
    return this.storage.getStore()?.seen?.[scope];
  }

  /**
   * `load()`'s answer for `slot`, computed once in this request (a failed one is asked again);
   * outside a request every call loads.
   */
  once<T>(slot: string, load: () => Promise<T>): Promise<T> {
    const request = this.storage.getStore();
    if (!request) return load();
    const answers = (request.answers ??= new Map());
    let answer = answers.get(slot) as Promise<T> | undefined;
    if (!answer) {
      answer = load();
      answers.set(slot, answer);
      answer.catch(() => answers.delete(slot));
    }
    return answer;
  }

  /** Forgets what was read ahead for this request (its session was not found). */
  clear(): void {
    const request = this.storage.getStore();
    if (request) request.reads = undefined;
  }

  /** The version of `scope` read ahead for this request, if still fresh. */
  version(scope: CacheScope): string | undefined {
    return this.fresh()?.versions[scope];
  }

  /** The entry read ahead for this request, once (a later lookup asks the cache again). */
  take(scope: CacheScope, key: string): Found | undefined {
    const entries = this.fresh()?.entries;
    const found = entries?.get(`${scope}:${key}`);
    if (found) entries!.delete(`${scope}:${key}`);
    return found;
  }

  private fresh(): RequestReads | undefined {
    const reads = this.storage.getStore()?.reads;
    return reads && Date.now() - reads.at < PREFETCH_MS ? reads : undefined;
  }
}
