/**
 * The job fields an ingestion run writes and an admin may correct by hand. An admin's edit of one
 * of them on a job from a source locks it (docs/product.md#job-sources): later runs leave it
 * alone until the admin unlocks it.
 */
export const LOCKABLE_FIELDS = [
  'positionTitle',
  'location',
  'description',
  'applyUrl',
  'datePosted',
  'department',
  'employmentType',
  'level',
  'validThrough',
  'pay',
] as const;

export type LockableField = (typeof LOCKABLE_FIELDS)[number];

export const isLockableField = (name: string): name is LockableField =>
  (LOCKABLE_FIELDS as readonly string[]).includes(name);
