import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

/**
 * Books request slots per host, `intervalMs` apart: `book` takes the host's next free slot and
 * answers how long to wait for it.
 */
export interface HostPacer {
  book(host: string, intervalMs: number): Promise<number>;
}

/** Slots kept in this process (the embedded default: one process). */
export class LocalHostPacer implements HostPacer {
  /** When each host may be asked next. */
  private readonly nextSlot = new Map<string, number>();

  book(host: string, intervalMs: number): Promise<number> {
    const now = Date.now();
    const at = Math.max(now, this.nextSlot.get(host) ?? 0);
    this.nextSlot.set(host, at + intervalMs);
    return Promise.resolve(at - now);
  }
}

/**
 * Takes the host's next slot on Redis's clock and books the one after it, atomically: the key
 * holds the next free moment (ms) and expires once it has passed.
 */
const BOOK_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local at = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
local nextFree = at + tonumber(ARGV[1])
redis.call('SET', KEYS[1], nextFree, 'PX', nextFree - now + 1000)
return at - now`;

/**
 * Slots shared by every replica on one Redis, so the rate per host holds for the whole
 * deployment, not per process. While Redis does not answer, this process keeps its own slots.
 */
export class RedisHostPacer implements HostPacer {
  private readonly logger = new Logger(RedisHostPacer.name);
  private readonly fallback = new LocalHostPacer();

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ingestion:host-slot:',
  ) {}

  async book(host: string, intervalMs: number): Promise<number> {
    try {
      const wait = await this.redis.eval(BOOK_SCRIPT, 1, this.prefix + host, String(intervalMs));
      return Number(wait);
    } catch (err) {
      this.logger.warn(`Host pacing without Redis (${(err as Error).message})`);
      return this.fallback.book(host, intervalMs);
    }
  }
}
