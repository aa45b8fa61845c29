import styled from 'styled-components';
import type { FacetCountDto, JobFacetsDto, JobFilters } from '../../../api/api';
import { FACET_TEXTS, FACET_VALUES, FACETS, type Facet } from './facet-options';
import { PayFilter, type PayFilters } from './PayFilter';

const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'grid' : 'none')};
  gap: 16px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    display: flex;
    flex-direction: column;
    gap: 20px;
  }
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 14px 16px;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 36px;
    font-size: 0.95rem;
    line-height: 1.3;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    flex: none;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  input:disabled + span {
    color: ${({ theme }) => theme.color.muted};
  }
  label:has(input:disabled) {
    cursor: default;
  }
`;

const Count = styled.span`
  margin-left: auto;
  min-width: 2.2em;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.85rem;
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

interface Props {
  id: string;
  open: boolean;
  facets: JobFacetsDto | undefined;
  /** New counts are loading: the ones shown are the previous search's. */
  refreshing?: boolean;
  search: JobFilters;
  onToggle: (facet: Facet, value: string) => void;
  onPayChange: (pay: PayFilters) => void;
}

/**
 * One checkbox list per facet, each option with its live count: how many jobs the board shows
 * with that option chosen (the other facets applied). An option that would show nothing and is
 * not chosen is disabled. While new counts load, the previous ones stay and can be clicked (the
 * group is marked busy).
 */
export function FacetPanel({ id, open, facets, refreshing, search, onToggle, onPayChange }: Props) {
  return (
    <Panel id={id} $open={open}>
      <Group>
        <PayFilter search={search} onChange={onPayChange} />
      </Group>
      {FACETS.map((facet) => {
        const chosen: readonly string[] = search[facet] ?? [];
        const options: FacetCountDto[] =
          facets?.[facet] ??
          FACET_VALUES[facet].map((value) => ({ value, label: value, count: 0 }));
        return (
          <Group key={facet} aria-busy={!facets || refreshing || undefined}>
            <legend>{FACET_TEXTS.facetTitle[facet]}</legend>
            <ul>
              {options.map((option) => {
                const checked = chosen.includes(option.value);
                return (
                  <li key={option.value}>
                    <label>
                      <input
                        type="checkbox"
                        name={facet}
                        value={option.value}
                        checked={checked}
                        disabled={!facets || (!checked && option.count === 0)}
                        onChange={() => onToggle(facet, option.value)}
                      />
                      <span>{option.label}</span>
                      <Count>
                        {facets ? option.count : '–'}
                        {facets && <span className="visually-hidden"> jobs</span>}
                      </Count>
                    </label>
                  </li>
                );
              })}
            </ul>
          </Group>
        );
      })}
    </Panel>
  );
}
