import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import type { CsvImportProgressDto } from './dto/csv-import-progress.dto';

/** How long a finished or abandoned import's progress can still be read. */
const KEPT_MS = 60 * 60 * 1000;
const key = (importId: string) => `csv-import-progress:${importId}`;

/**
 * Where an import publishes how far it got, keyed by the id the admin's browser chose
 * (docs/product.md#csv-import): in Redis when configured, so any replica answers the polls, else
 * in this process (the embedded default runs one). Records expire an hour after their last change.
 */
@Injectable()
export class CsvImportProgress {
  private readonly local = new Map<string, { record: CsvImportProgressDto; until: number }>();

  constructor(@Inject(REDIS) private readonly redis: Redis | null) {}

  async publish(record: CsvImportProgressDto): Promise<void> {
    if (this.redis) {
      // Progress is a courtesy: a Redis hiccup must not fail the import.
      await this.redis
        .set(key(record.importId), JSON.stringify(record), 'PX', KEPT_MS)
        .catch(() => undefined);
      return;
    }
    const now = Date.now();
    for (const [id, entry] of this.local) if (entry.until <= now) this.local.delete(id);
    this.local.set(record.importId, { record, until: now + KEPT_MS });
  }

  async read(importId: string): Promise<CsvImportProgressDto | null> {
    if (this.redis) {
      const stored = await this.redis.get(key(importId));
      return stored ? (JSON.parse(stored) as CsvImportProgressDto) : null;
    }
    const entry = this.local.get(importId);
    return entry && entry.until > Date.now() ? entry.record : null;
  }
}
