/** Session lifetimes of DESIGN §5. */
export const SESSION_COOKIE_NAME = 'sid';
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const REDIS_SESSION_PREFIX = 'sess:';
