import type { PublicDataTag } from '../contract';

/**
 * Cache tags of the CMS. They are the same names as the shell's cache tags, so the tags an admin
 * mutation invalidates here are exactly the ones handed to the shell (`invalidate` in the
 * contract) to keep the public screens of the same tab fresh.
 */
export const DATA_TAGS = [
  'Jobs',
  'FeaturedJobs',
  'Teams',
  'Stats',
  'Users',
  'Pages',
  'Carousel',
  'Content',
] as const satisfies readonly PublicDataTag[];

export type DataTag = (typeof DATA_TAGS)[number];
