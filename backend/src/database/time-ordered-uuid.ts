import { randomUUID } from 'node:crypto';

let lastMs = 0;
let counter = 0;

/**
 * A version 7 UUID (RFC 9562): the millisecond time in the first 48 bits, then a 12-bit counter
 * that keeps ids made in the same millisecond in order, then 62 random bits. Rows keyed by these
 * ids are appended at the end of InnoDB's clustered index instead of landing on random pages;
 * a bulk import of random (version 4) ids spends about twice as long in the database.
 */
export function timeOrderedUuid(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    counter = 0;
  } else if (++counter > 0xfff) {
    lastMs += 1; // borrow the next millisecond rather than repeat or go backwards
    counter = 0;
  }
  const time = lastMs.toString(16).padStart(12, '0');
  // A version 4 UUID supplies the variant bits and the random tail: `xxxx-yxxx-xxxxxxxxxxxx`.
  const random = randomUUID();
  return `${time.slice(0, 8)}-${time.slice(8)}-7${counter.toString(16).padStart(3, '0')}${random.slice(18)}`;
}
