import type { DefinitionsFromApi, DefinitionType } from '@reduxjs/toolkit/query';
import type { DataTag } from './data-tags';
import type { generatedApi } from './generated';

type Definitions = DefinitionsFromApi<typeof generatedApi>;

/** The names of the generated API's mutations. */
export type MutationName = {
  [K in keyof Definitions]: Definitions[K] extends { type: DefinitionType.mutation } ? K : never;
}[keyof Definitions];

/**
 * What each successful mutation changes: successful mutations refresh the related lists. The same
 * table drives the CMS cache and the shell's (see app/store.ts). Keyed by the generated endpoint
 * names and checked by TypeScript both ways: a renamed or new mutation fails the typecheck until
 * it is listed here, so an invalidation cannot be dropped silently.
 */
export const MUTATION_TAGS = {
  setUserAdmin: ['Users'],
  setUserPassword: [],
  deleteUser: ['Users', 'Stats'],
  setJobFeatured: ['Jobs', 'FeaturedJobs'],
  setJobActive: ['Jobs', 'FeaturedJobs', 'Stats'],
  setJobValidThrough: ['Jobs', 'FeaturedJobs', 'Stats'],
  setJobClassification: ['Jobs', 'FeaturedJobs', 'Teams'],
  setJobPay: ['Jobs', 'FeaturedJobs'],
  clearAllJobs: ['Jobs', 'FeaturedJobs', 'Stats', 'Teams'],
  uploadJobsCsv: ['Jobs', 'FeaturedJobs', 'Stats', 'Teams'],
  unlockJobFields: ['Jobs', 'FeaturedJobs'],
  updateTeamLogo: ['Teams', 'Jobs', 'FeaturedJobs'],
  createTeamLogoUploadUrl: [],
  updatePageContent: ['Content', 'Stats'],
  createCarouselUploadUrl: [],
  createCarouselImage: ['Carousel'],
  deleteCarouselImage: ['Carousel'],
  createCustomPage: ['Pages'],
  updateCustomPage: ['Pages'],
  deleteCustomPage: ['Pages'],
  // The Sources tab refetches its list after these; a run writes jobs.
  createSource: [],
  updateSource: [],
  deleteSource: [],
  testSource: [],
  runSource: ['Jobs', 'FeaturedJobs', 'Stats', 'Teams'],
} as const satisfies Record<MutationName, readonly DataTag[]>;

/** The tags a mutation of this name changes (none for any other endpoint). */
export function mutationTags(endpointName: string | undefined): readonly DataTag[] {
  return endpointName && endpointName in MUTATION_TAGS
    ? MUTATION_TAGS[endpointName as MutationName]
    : [];
}
