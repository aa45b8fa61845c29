/**
 * Apply Now's address: the server counts the click and redirects to the job's own apply page
 * (docs/product.md#apply-tracking), so the shell never links to the stored URL directly.
 */
export const applyPath = (jobId: string): string => `/api/jobs/${encodeURIComponent(jobId)}/apply`;
