import { slugify } from './slug';

/**
 * A job's own page, `/jobs/{id}/{slug}`: the slug is the title made like a page slug (the server
 * builds the canonical link the same way); only the id finds the job.
 */
export function jobPath(job: { id: string; positionTitle: string }): string {
  return `/jobs/${job.id}/${slugify(job.positionTitle) || 'job'}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path segment can be a job id (anything else is not found without asking). */
export const isJobId = (value: string | undefined): value is string => !!value && UUID.test(value);
