import styled from 'styled-components';
import type { JobFacetsDto, JobFilters } from '../../../api/api';
import { FACET_TEXTS, FACETS } from './facet-options';
import { hasJobFilter } from './job-search-params';
import { minPayLabel } from './PayFilter';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 8px 0 14px;
  font: inherit;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.color.primary};
  background: #e8eef7;
  border: 1px solid #c5d3e8;
  border-radius: ${({ theme }) => theme.radius.pill};
  cursor: pointer;
  &:hover {
    background: #dbe5f3;
  }
  span[aria-hidden] {
    font-size: 1.2rem;
    line-height: 1;
  }
`;

const ClearAll = styled.button`
  min-height: 36px;
  padding: 0 10px;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.color.accent};
  background: none;
  border: none;
  text-decoration: underline;
  cursor: pointer;
`;

interface Props {
  search: JobFilters;
  facets: JobFacetsDto | undefined;
  onChange: (next: JobFilters) => void;
}

/** Each active filter as a removable chip, then "Clear all" (the order stays). */
export function ActiveFilters({ search, facets, onChange }: Props) {
  if (!hasJobFilter(search)) return null;
  const chips: Array<{ key: string; label: string; next: JobFilters }> = [];
  for (const key of ['position', 'teamName', 'location'] as const) {
    const value = search[key];
    if (value) {
      chips.push({
        key,
        label: `${FACET_TEXTS.textChip[key]}: ${value}`,
        next: { ...search, [key]: undefined },
      });
    }
  }
  for (const facet of FACETS) {
    for (const value of search[facet] ?? []) {
      const label = facets?.[facet].find((o) => o.value === value)?.label ?? value;
      chips.push({
        key: `${facet}:${value}`,
        label,
        next: { ...search, [facet]: (search[facet] as string[]).filter((v) => v !== value) },
      });
    }
  }
  if (search.payListed) {
    chips.push({
      key: 'payListed',
      label: FACET_TEXTS.payListed,
      next: { ...search, payListed: undefined },
    });
  }
  if (search.minPay) {
    chips.push({
      key: 'minPay',
      label: minPayLabel(search.minPay),
      next: { ...search, minPay: undefined },
    });
  }
  return (
    <List aria-label={FACET_TEXTS.activeFilters}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            type="button"
            aria-label={FACET_TEXTS.remove(chip.label)}
            onClick={() => onChange(chip.next)}
          >
            {chip.label}
            <span aria-hidden="true">×</span>
          </Chip>
        </li>
      ))}
      <li>
        <ClearAll type="button" onClick={() => onChange({ sort: search.sort })}>
          {FACET_TEXTS.clearAll}
        </ClearAll>
      </li>
    </List>
  );
}
