import { RedisStore } from 'connect-redis';
import type { RequestHandler } from 'express';
import type { SessionData } from 'express-session';
import type Redis from 'ioredis';
import { READ_CACHE_PREFIX, versionKey } from '../cache/read-cache-keys';
import type { ReadCache } from '../cache/read-cache.service';
import { REDIS_SESSION_PREFIX } from './session-options';

/**
 * One round trip for a signed-in request: the session record, the version of the read cache's
 * `jobs` scope, and, when the session names a signed-in user (passport keeps the id at
 * `passport.user`), the `users` version and the user's cache entry (see docs/decisions/0084).
 */
const SESSION_SCRIPT = `
local session = redis.call('GET', KEYS[1])
if not session then return {} end
local jobs = redis.call('GET', KEYS[3]) or '0'
local ok, data = pcall(cjson.decode, session)
if not ok or type(data) ~= 'table' or type(data.passport) ~= 'table'
  or type(data.passport.user) ~= 'string' then
  return {session, jobs}
end
local id = data.passport.user
local version = redis.call('GET', KEYS[2]) or '0'
return {session, jobs, id, version, redis.call('GET', ARGV[1] .. version .. ':users:' .. id)}
`;

interface ScriptedRedis {
  readSessionAndUser(
    sessionKey: string,
    usersVersionKey: string,
    jobsVersionKey: string,
    prefix: string,
  ): Promise<[string?, string?, string?, string?, string?]>;
}

/**
 * The Redis session store, whose read also brings the signed-in user's read-cache entry and the
 * `jobs` version in the same round trip and hands them to the read cache for the rest of the
 * request (ReadCache.prefetched): a signed-in request costs one Redis round trip in all. Requests
 * must pass `prefetchScope` first, so what is read ahead stays with its request.
 */
export class UserPrefetchingRedisStore extends RedisStore {
  constructor(
    private readonly redis: Redis,
    private readonly cache: ReadCache,
  ) {
    super({ client: redis, prefix: REDIS_SESSION_PREFIX });
    redis.defineCommand('readSessionAndUser', { numberOfKeys: 3, lua: SESSION_SCRIPT });
  }

  override async get(sid: string, cb?: (err: unknown, data?: SessionData | null) => void) {
    try {
      const json = await this.readAhead(sid);
      const data = json === null ? null : (JSON.parse(json) as SessionData);
      return cb ? cb(null, data) : data;
    } catch (err) {
      if (cb) return cb(err, null);
      throw err;
    }
  }

  /** The session record; Redis errors reach the caller, as a plain session read's would. */
  private async readAhead(sid: string): Promise<string | null> {
    const [session, jobsVersion, id, version, json] = await (
      this.redis as unknown as ScriptedRedis
    ).readSessionAndUser(
      this.prefix + sid,
      versionKey('users'),
      versionKey('jobs'),
      `${READ_CACHE_PREFIX}:`,
    );
    if (jobsVersion === undefined) {
      this.cache.prefetched.clear();
    } else {
      const user = id !== undefined && version !== undefined;
      this.cache.prefetched.record(
        { jobs: jobsVersion },
        user ? [{ scope: 'users', key: id, version, json: json ?? null }] : [],
      );
    }
    return session ?? null;
  }
}

/** Gives each request its own place for what its session read brings along (see the store). */
export function prefetchScope(cache: ReadCache): RequestHandler {
  return (_req, _res, next) => cache.prefetched.run(next);
}
