import type { AlertFiltersDto, AlertFrequency } from '../../api/generated';
import { FACET_TEXTS } from '../jobs/facets/facet-options';
import { minPayLabel } from '../jobs/facets/PayFilter';

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'Instantly',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** A short description of an alert's search ("coach · Texas · 2 departments"). */
export function describeFilters(filters: AlertFiltersDto): string {
  const parts = [
    filters.position,
    filters.exactTeamName ?? filters.teamName,
    filters.location,
    ...(filters.department ?? []),
    ...(filters.employmentType ?? []),
    ...(filters.level ?? []),
    ...(filters.workplaceType ?? []),
    filters.payListed && FACET_TEXTS.payListed,
    filters.minPay && minPayLabel(filters.minPay),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Every new job';
}
