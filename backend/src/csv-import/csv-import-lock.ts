import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.module';

/** Frees a held lock. */
export type ReleaseLock = () => Promise<void>;

const LOCK_NAME = 'gridiron:csv-import';
/** A Redis lock outlives a crashed holder by at most this long; a live holder renews it. */
const REDIS_TTL_MS = 60_000;
const RENEW_EVERY_MS = 20_000;

/** Deletes or extends the key only while it still holds our token (another holder may own it). */
const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const RENEW_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0";

/** The embedded default runs one process per SQLite file: a flag shared by the process is enough. */
let heldInProcess = false;

/**
 * "One CSV import at a time" across every replica. With Redis: a key set only if absent, with a
 * token and a renewed expiry (a crashed replica's lock lapses within a minute). On MySQL without
 * Redis: the server's named lock (`GET_LOCK`), held by one dedicated connection, which the server
 * frees if that connection dies. On the embedded SQLite default: an in-process flag.
 */
@Injectable()
export class CsvImportLock {
  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Takes the lock without waiting: its release function, or null when an import holds it. */
  async acquire(): Promise<ReleaseLock | null> {
    if (this.redis) return this.acquireInRedis(this.redis);
    if (this.dataSource.options.type === 'mysql') return this.acquireInMysql();
    if (heldInProcess) return null;
    heldInProcess = true;
    return () => {
      heldInProcess = false;
      return Promise.resolve();
    };
  }

  private async acquireInRedis(redis: Redis): Promise<ReleaseLock | null> {
    const token = randomUUID();
    const taken = await redis.set(LOCK_NAME, token, 'PX', REDIS_TTL_MS, 'NX');
    if (taken !== 'OK') return null;
    const renew = setInterval(() => {
      redis.eval(RENEW_SCRIPT, 1, LOCK_NAME, token, String(REDIS_TTL_MS)).catch(() => undefined);
    }, RENEW_EVERY_MS);
    renew.unref();
    return async () => {
      clearInterval(renew);
      await redis.eval(RELEASE_SCRIPT, 1, LOCK_NAME, token).catch(() => undefined);
    };
  }

  private async acquireInMysql(): Promise<ReleaseLock | null> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [row] = (await runner.query('SELECT GET_LOCK(?, 0) AS taken', [LOCK_NAME])) as Array<{
        taken: number | string | null;
      }>;
      if (Number(row?.taken) !== 1) {
        await runner.release();
        return null;
      }
    } catch (err) {
      await runner.release();
      throw err;
    }
    return async () => {
      await runner.query('SELECT RELEASE_LOCK(?)', [LOCK_NAME]).catch(() => undefined);
      await runner.release();
    };
  }
}
