import { Injectable } from '@nestjs/common';
import { ClusterLock, type ReleaseLock } from '../common/cluster-lock';

export type { ReleaseLock } from '../common/cluster-lock';

const LOCK_NAME = 'gridiron:csv-import';

/** "One CSV import at a time" across every replica (decision 0131). */
@Injectable()
export class CsvImportLock {
  constructor(private readonly locks: ClusterLock) {}

  /** Takes the lock without waiting: its release function, or null when an import holds it. */
  acquire(): Promise<ReleaseLock | null> {
    return this.locks.acquire(LOCK_NAME);
  }
}
