import type { CacheScope } from './read-cache.service';

/**
 * The read cache's key layout in Redis, for scripts that read cache entries in a round trip of
 * their own (the session store's): `read-cache:version:<scope>` holds a scope's version, and
 * `read-cache:<version>:<scope>:<key>` an entry stored under it. An entry kept until a write
 * (`ReadOptions.untilWrite`) is at `read-cache:slot:<scope>:<key>`, its value the version it was
 * read under, a line break, then the entry.
 */
export const READ_CACHE_PREFIX = 'read-cache';

/** The Redis key of a scope's version number. */
export const versionKey = (scope: CacheScope) => `${READ_CACHE_PREFIX}:version:${scope}`;
