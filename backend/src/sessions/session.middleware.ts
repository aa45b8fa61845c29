import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session, { Store } from 'express-session';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { ReadCache } from '../cache/read-cache.service';
import type { AppConfig } from '../config/app-config';
import { SessionRecord } from './session.entity';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE_NAME, SESSION_IDLE_MS } from './session-options';
import { TypeormSessionStore } from './typeorm-session.store';
import { UserPrefetchingRedisStore } from './user-prefetching-redis.store';

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

/**
 * express-session with the session cookie's rules: `sid`, HTTP-only, SameSite=Lax, Secure when
 * configured, and a 7-day idle expiry pushed back by every request.
 */
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
