import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.module';

/** Frees a held lock. */
export type ReleaseLock = () => Promise<void>;
/** A Redis lock outlives a crashed holder by at most this long; a live holder renews it. */
const REDIS_TTL_MS = 60_000;
const RENEW_EVERY_MS = 20_000;

/** Deletes or extends the key only while it still holds our token (another holder may own it). */
const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const RENEW_SCRIPT =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0";

/** The embedded default runs one process per SQLite file: names held by the process are enough. */
const heldInProcess = new Set<string>();

/**
 * A named lock across every replica ("one CSV import at a time", "one run per job source";
 * decision 0131). With Redis: a key set only if absent, with a token and a renewed expiry (a
 * crashed replica's lock lapses within a minute). On MySQL without Redis: the server's named lock
 * (`GET_LOCK`), held by one dedicated connection, which the server frees if that connection dies.
 * On the embedded SQLite default: an in-process set of held names.
 */
@Injectable()
export class ClusterLock {
  constructor(
    @Inject(REDIS) private readonly redis: Redis | null,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Takes the lock `name` without waiting: its release function, or null when it is held. */
  async acquire(name: string): Promise<ReleaseLock | null> {
    if (this.redis) return this.acquireInRedis(this.redis, name);
    if (this.dataSource.options.type === 'mysql') return this.acquireInMysql(name);
    if (heldInProcess.has(name)) return null;
    heldInProcess.add(name);
    return () => {
      heldInProcess.delete(name);
      return Promise.resolve();
    };
  }

  private async acquireInRedis(redis: Redis, lockName: string): Promise<ReleaseLock | null> {
    const token = randomUUID();
    const taken = await redis.set(lockName, token, 'PX', REDIS_TTL_MS, 'NX');
    if (taken !== 'OK') return null;
    const renew = setInterval(() => {
      redis.eval(RENEW_SCRIPT, 1, lockName, token, String(REDIS_TTL_MS)).catch(() => undefined);
    }, RENEW_EVERY_MS);
    renew.unref();
    return async () => {
      clearInterval(renew);
      await redis.eval(RELEASE_SCRIPT, 1, lockName, token).catch(() => undefined);
    };
  }

  private async acquireInMysql(lockName: string): Promise<ReleaseLock | null> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [row] = (await runner.query('SELECT GET_LOCK(?, 0) AS taken', [lockName])) as Array<{
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
      await runner.query('SELECT RELEASE_LOCK(?)', [lockName]).catch(() => undefined);
      await runner.release();
    };
  }
}
