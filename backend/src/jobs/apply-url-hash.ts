import { createHash } from 'node:crypto';

/** The upsert key of a job: SHA-256 of its apply URL, trimmed (see Job.applyUrlHash). */
export const applyUrlHash = (applyUrl: string): string =>
  createHash('sha256').update(applyUrl.trim()).digest('hex');
