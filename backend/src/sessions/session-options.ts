/**
 * Session lifetimes: a session ends after 7 days without a request (the idle expiry, pushed back
 * by each request) and at the latest 30 days after sign-in, however active.
 */
export const SESSION_COOKIE_NAME = 'sid';
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const REDIS_SESSION_PREFIX = 'sess:';
