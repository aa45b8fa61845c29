import type { JobFilters } from '../jobs/board/job-board.types';

/** An alert's search: the board's own filters, so the same filters give the same jobs. */
export type AlertFilters = Pick<
  JobFilters,
  | 'position'
  | 'teamName'
  | 'location'
  | 'exactTeamName'
  | 'department'
  | 'employmentType'
  | 'level'
  | 'workplaceType'
  | 'payListed'
  | 'minPay'
>;

/** The board's address for this search (the digest's "more matched" link). */
export function boardSearchPath(filters: AlertFilters): string {
  const params = new URLSearchParams();
  for (const key of ['position', 'teamName', 'location'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.exactTeamName) params.set('teamName', filters.exactTeamName);
  for (const key of ['department', 'employmentType', 'level', 'workplaceType'] as const) {
    for (const value of filters[key] ?? []) params.append(key, value);
  }
  if (filters.payListed) params.set('payListed', 'true');
  if (filters.minPay) params.set('minPay', String(filters.minPay));
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
}
