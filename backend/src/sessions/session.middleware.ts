import { RedisStore } from 'connect-redis';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session, { SessionData, Store } from 'express-session';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { ReadCache } from '../cache/read-cache.service';
import type { AppConfig } from '../config/app-config';
import { SessionRecord } from './session.entity';
import {
  REDIS_SESSION_PREFIX,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE_NAME,
  SESSION_IDLE_MS,
} from './session-options';
import { TypeormSessionStore } from './typeorm-session.store';

/**
 * The Redis session store, whose read also brings the signed-in user's cache entry in the same
 * round trip (ReadCache.readSession): a signed-in request costs one Redis round trip fewer.
 */
export class UserPrefetchingRedisStore extends RedisStore {
  constructor(
    client: Redis,
    private readonly cache: ReadCache,
  ) {
    super({ client, prefix: REDIS_SESSION_PREFIX });
  }

  override async get(sid: string, cb?: (err: unknown, data?: SessionData | null) => void) {
    try {
      const json = await this.cache.readSession(this.prefix + sid, sid);
      const data = json === null ? null : (JSON.parse(json) as SessionData);
      return cb ? cb(null, data) : data;
    } catch (err) {
      if (cb) return cb(err, null);
      throw err;
    }
  }
}

export function createSessionStore(
  redis: Redis | null,
  dataSource: DataSource,
  cache: ReadCache,
): Store {
  if (redis) return throttleTouch(new UserPrefetchingRedisStore(redis, cache));
  return throttleTouch(new TypeormSessionStore(dataSource.getRepository(SessionRecord)));
}

/** How often one process pushes back a session's idle expiry in the store, at most. */
export const TOUCH_INTERVAL_MS = 60_000;
const MAX_TRACKED_SESSIONS = 100_000;

/**
 * With `rolling`, express-session asks the store to push back the idle expiry on every response:
 * one extra store write per request. A 7-day idle expiry gains nothing from moving more than once
 * a minute, so each process touches a session at most every TOUCH_INTERVAL_MS; the cookie still
 * carries the full new expiry. (Writes of changed sessions are never skipped.)
 */
export function throttleTouch(store: Store, now: () => number = Date.now): Store {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  const touchedAt = new Map<string, number>();
  store.touch = (sid, sess, callback) => {
    const time = now();
    const last = touchedAt.get(sid);
    if (last !== undefined && time - last < TOUCH_INTERVAL_MS) return callback?.();
    if (touchedAt.size >= MAX_TRACKED_SESSIONS) touchedAt.clear();
    touchedAt.set(sid, time);
    touch(sid, sess, callback);
  };
  return store;
}

/** express-session with the cookie rules of DESIGN §5 (7-day rolling idle expiry). */
export function sessionMiddleware(config: AppConfig, store: Store): RequestHandler {
  return session({
    name: SESSION_COOKIE_NAME,
    secret: config.session.secrets,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy !== false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.session.cookieSecure,
      maxAge: SESSION_IDLE_MS,
      path: '/',
    },
  });
}

/**
 * Ends a signed-in session 30 days after sign-in however active it was (the idle expiry alone
 * would let a busy session live forever).
 */
export function absoluteLifetime(now: () => number = Date.now): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const issuedAt = req.session?.issuedAt;
    if (issuedAt && now() - issuedAt > SESSION_ABSOLUTE_MS) {
      // Drops the old session from the store and continues with a fresh, anonymous one.
      req.session.regenerate((err: unknown) => (err ? next(err) : next()));
      return;
    }
    next();
  };
}
