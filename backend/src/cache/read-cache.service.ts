import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { sqliteHandle, type SqliteHandle } from '../database/typeorm-internals';
import { REDIS } from '../redis/redis.module';
import { KeptEntries } from './kept-entries';
import { type Found, PrefetchedReads } from './prefetched-reads';
import { READ_CACHE_PREFIX as PREFIX, versionKey } from './read-cache-keys';

/**
 * What a cached read depends on. A mutation of an entity invalidates the scopes it feeds
 * (cache-invalidation.subscriber.ts); `stats` depends on jobs, teams, users and homepage content.
 */
export type CacheScope = 'jobs' | 'stats' | 'users' | 'content' | 'carousel' | 'pages';

/**
 * How long an entry lives at most. Invalidation is what keeps entries fresh; the lifetime only
 * bounds memory and the damage of an invalidation lost while Redis was unreachable. Jobs also
 * leave the board by date (expiry), with no write to invalidate on, so their entries are short,
 * but for the answers only a write changes (`ReadOptions.untilWrite`, UNTIL_WRITE_SECONDS).
 */
const TTL_SECONDS: Record<CacheScope, number> = {
  jobs: 15,
  stats: 15,
  users: 60,
  content: 300,
  carousel: 300,
  pages: 300,
};

/**
 * How long an answer only a write changes is kept at most: long enough for a member paging
 * through a search, or coming back to it, to find it still there.
 */
const UNTIL_WRITE_SECONDS = 300;

const UNREACHABLE = 'unreachable';
/**
 * What this process keeps of the cache (see KeptEntries): its entries are small answers (counts,
 * a user, a rare word's candidates of at most about 80 KB; an old common word's candidates or
 * matches, and their sorted list, up to about 4–8 MB each), so the character bound, about 64 MB
 * of one-byte JSON text, is what holds when many large ones arrive within their lifetimes.
 */
const MAX_MEMORY_ENTRIES = 10_000;
const MAX_MEMORY_CHARS = 64 * 1024 * 1024;

/** One round trip: the scope's version, the entry stored under it and its remaining life (ms). */
const GET_SCRIPT = `
local version = redis.call('GET', KEYS[1]) or '0'
local key = ARGV[1] .. version .. ':' .. ARGV[2]
return {version, redis.call('GET', key), redis.call('PTTL', key)}
`;

/** The same for an entry kept in its key's one slot (`untilWrite`): its version is in its value. */
const GET_SLOT_SCRIPT = `
local version = redis.call('GET', KEYS[1]) or '0'
local key = ARGV[1] .. 'slot:' .. ARGV[2]
return {version, redis.call('GET', key), redis.call('PTTL', key)}
`;

/** How long a cached answer may live, besides the scope's invalidation. */
export interface ReadOptions {
  /** The moment the answer stops being true (the next closing of a listed job), if any. */
  expiresAt?: () => Promise<Date | null>;
  /**
   * Only a write of the scope changes the answer (and `expiresAt`, when given): it is kept up to
   * UNTIL_WRITE_SECONDS instead of the scope's short lifetime. In Redis such an entry has one
   * slot per key, holding the version it was read under, so that writes coming one after another
   * replace it instead of leaving one entry per version behind until it expires.
   */
  untilWrite?: boolean;
}

type ScriptedGet = (
  versionKey: string,
  prefix: string,
  key: string,
) => Promise<[string, string | null, number]>;

interface ScriptedRedis {
  readCacheGet: ScriptedGet;
  readCacheGetSlot: ScriptedGet;
}

/**
 * A cache of public reads (and of the signed-in user), shared by every replica through Redis
 * when REDIS_URL is set. Without Redis it lives in this process: on SQLite, a commit by another
 * process on the same file (SQLite's `data_version`) empties it; on MySQL without Redis other
 * replicas could not tell it about their writes, so nothing is cached. Each scope has a version
 * number; an entry is stored under the version current when its read began, and invalidating a
 * scope bumps the version, so a read that raced a mutation stores its (possibly old) answer where
 * nobody looks.
 * Callers invalidate only after their transaction committed (the subscriber sees to that).
 * Values are stored as JSON: dates come back as ISO strings.
 */
@Injectable()
export class ReadCache {
  private readonly logger = new Logger(ReadCache.name);
  private readonly memory = new KeptEntries(MAX_MEMORY_ENTRIES, MAX_MEMORY_CHARS);
  private readonly versions = new Map<CacheScope, number>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Lookups another round trip made ahead for the request in progress (the session store's). */
  readonly prefetched = new PrefetchedReads();
  private readonly sqlite: SqliteHandle | null;
  private sqliteDataVersion: unknown;
  /** Bumped when another process wrote (SQLite): part of every in-process version. */
  private epoch = 0;

  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @InjectDataSource() dataSource: DataSource,
  ) {
    redis?.defineCommand('readCacheGet', { numberOfKeys: 1, lua: GET_SCRIPT });
    redis?.defineCommand('readCacheGetSlot', { numberOfKeys: 1, lua: GET_SLOT_SCRIPT });
    this.sqlite = sqliteHandle(dataSource);
  }

  /** Whether answers are cached at all (see the class comment). */
  get enabled(): boolean {
    return this.redis !== null || this.sqlite !== null;
  }

  /**
   * The cached answer for `key` in `scope`, or `load()`'s (then stored). `expiresAt` bounds the
   * entry's life by a moment the answer stops being true without any write (a job closing).
   * When a round trip made for this request already read the scope's version (`prefetched`), an
   * entry of that version kept in this process answers with no round trip; an entry it read
   * answers as a lookup would.
   */
  async get<T>(
    scope: CacheScope,
    key: string,
    load: () => Promise<T>,
    { expiresAt, untilWrite = false }: ReadOptions = {},
  ): Promise<T> {
    if (!this.enabled) return load();
    const kept = this.keptEntry(scope, key);
    if (kept !== null) return JSON.parse(kept) as T;
    const found = this.prefetched.take(scope, key) ?? (await this.lookup(scope, key, untilWrite));
    if (found.json !== null) return JSON.parse(found.json) as T;
    const slot = `${scope}:${found.version}:${key}`;
    // Concurrent misses of one entry share one load.
    let pending = this.inFlight.get(slot) as Promise<T> | undefined;
    if (!pending) {
      pending = load().then(async (value) => {
        const until = (await expiresAt?.())?.getTime() ?? Infinity;
        const lifetime = untilWrite ? UNTIL_WRITE_SECONDS : TTL_SECONDS[scope];
        const ttlMs = Math.min(lifetime * 1000, until - Date.now());
        if (ttlMs >= 1) {
          const json = JSON.stringify(value ?? null);
          await this.store(scope, found.version, key, json, ttlMs, untilWrite);
        }
        return value;
      });
      this.inFlight.set(slot, pending);
      const forget = () => this.inFlight.delete(slot);
      pending.then(forget, forget);
    }
    return pending;
  }

  /**
   * `load()`'s answer, computed once per request and version of `scope`: an intermediate result
   * two parts of one request need (a search's word-index candidates, read by its page and then
   * by its count). The version is the one this request read last (in-process on SQLite), and it
   * was read before the answer was computed; a later part of the request reuses the answer only
   * while the version it reads is still that one, so an entry stored from the answer is never
   * older than the version it is stored under. Without a version at hand, every call loads.
   */
  oncePerRequest<T>(scope: CacheScope, key: string, load: () => Promise<T>): Promise<T> {
    const version = this.versionSeen(scope);
    if (version === undefined || version === UNREACHABLE) return load();
    return this.prefetched.once(`${scope}:${version}:${key}`, load);
  }

  private versionSeen(scope: CacheScope): string | undefined {
    if (this.redis) return this.prefetched.lastSeen(scope);
    return this.sqlite ? this.localVersion(scope) : undefined;
  }

  /** SQLite: the scope's version in this process. */
  private localVersion(scope: CacheScope): string {
    this.forgetOtherProcessesWrites();
    return `${this.epoch}.${this.versions.get(scope) ?? 0}`;
  }

  /** An entry kept in this process (Redis mode) under the version read ahead for this request. */
  private keptEntry(scope: CacheScope, key: string): string | null {
    const version = this.redis ? this.prefetched.version(scope) : undefined;
    if (version === undefined) return null;
    return this.memory.get(`${scope}:${version}:${key}`);
  }

  /** Redis mode: keeps a `jobs` entry in this process too, under its version, for `keptEntry`. */
  private keep(scope: CacheScope, version: string, key: string, json: string, ttlMs: number) {
    if (scope !== 'jobs' || version === UNREACHABLE || ttlMs < 1) return;
    this.memory.set(`${scope}:${version}:${key}`, json, ttlMs);
  }

  /** Makes every entry of these scopes unreachable, on every replica. */
  async invalidate(scopes: Iterable<CacheScope>): Promise<void> {
    const unique = [...new Set(scopes)];
    if (!unique.length) return;
    if (!this.redis) {
      for (const scope of unique) {
        this.versions.set(scope, (this.versions.get(scope) ?? 0) + 1);
        this.memory.deleteStartingWith(`${scope}:`);
      }
      return;
    }
    try {
      const pipeline = this.redis.pipeline();
      for (const scope of unique) pipeline.incr(versionKey(scope));
      await pipeline.exec();
    } catch (err) {
      // The write has committed; other replicas see it when their entries expire.
      this.logger.warn(`Cache invalidation of ${unique.join(', ')} failed: ${String(err)}`);
    }
  }

  private async lookup(scope: CacheScope, key: string, inSlot = false): Promise<Found> {
    if (!this.redis) {
      const version = this.localVersion(scope);
      return { version, json: this.memory.get(`${scope}:${version}:${key}`) };
    }
    try {
      const scripted = this.redis as unknown as ScriptedRedis;
      const args = [versionKey(scope), `${PREFIX}:`, `${scope}:${key}`] as const;
      const [version, stored, ttlMs] = await (inSlot
        ? scripted.readCacheGetSlot(...args)
        : scripted.readCacheGet(...args));
      const json = inSlot ? slotEntry(stored, version) : stored;
      if (json !== null) this.keep(scope, version, key, json, ttlMs);
      this.prefetched.saw(scope, version);
      return { version, json };
    } catch {
      // Redis unreachable: answer from the database, store nothing.
      return { version: UNREACHABLE, json: null };
    }
  }

  /** SQLite: another process committed to the database file since the last look: start afresh. */
  private forgetOtherProcessesWrites() {
    const dataVersion = this.sqlite?.pragma('data_version', { simple: true });
    if (dataVersion === this.sqliteDataVersion) return;
    this.sqliteDataVersion = dataVersion;
    this.epoch += 1;
    this.memory.clear();
  }

  private async store(
    scope: CacheScope,
    version: string,
    key: string,
    json: string,
    ttlMs: number,
    inSlot: boolean,
  ) {
    const ms = Math.floor(ttlMs);
    if (!this.redis) {
      this.memory.set(`${scope}:${version}:${key}`, json, ms);
      return;
    }
    if (version === UNREACHABLE) return;
    this.keep(scope, version, key, json, ms);
    // A slot's entry may be replaced by one of an older version stored late (a slow read that
    // began before a write): its next lookup then misses, and reads it anew.
    const [redisKey, value] = inSlot
      ? [`${PREFIX}:slot:${scope}:${key}`, `${version}\n${json}`]
      : [`${PREFIX}:${version}:${scope}:${key}`, json];
    await this.redis.set(redisKey, value, 'PX', ms).catch(() => undefined);
  }
}

/** A slot's entry if it was stored under `version`, else null (see `ReadOptions.untilWrite`). */
function slotEntry(stored: string | null, version: string): string | null {
  const prefix = `${version}\n`;
  return stored?.startsWith(prefix) ? stored.slice(prefix.length) : null;
}
