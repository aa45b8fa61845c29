/**
 * The path of a job's page, `/jobs/{id}/{slug}`: the slug is the title the way custom-page slugs
 * are made (lowercase, runs of other characters one hyphen, none at the ends); only the
 * id identifies the job, so an old or mistyped slug still finds it and the canonical link fixes it.
 */
export function jobSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'job'
  );
}

export function jobPath(job: { id: string; positionTitle: string }): string {
  return `/jobs/${job.id}/${jobSlug(job.positionTitle)}`;
}

const JOB_PAGE =
  /^\/jobs\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/[^/]*)?\/?$/i;

/** The job id of a job page's path (`/jobs/{id}` or `/jobs/{id}/{slug}`), else null. */
export function jobIdOfPath(path: string): string | null {
  return JOB_PAGE.exec(path)?.[1]?.toLowerCase() ?? null;
}
