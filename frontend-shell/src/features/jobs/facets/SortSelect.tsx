import { useId } from 'react';
import styled from 'styled-components';
import type { JobSort } from '../../../api/api';
import { FACET_TEXTS } from './facet-options';

const Wrap = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 8px;
  label {
    font-weight: 600;
    white-space: nowrap;
  }
  select {
    min-height: 40px;
    padding: 0 10px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #fff;
  }
`;

/** Newest first or closing soon first. */
export function SortSelect({
  value,
  onChange,
}: {
  value: JobSort;
  onChange: (sort: JobSort) => void;
}) {
  const id = useId();
  return (
    <Wrap>
      <label htmlFor={id}>{FACET_TEXTS.sortLabel}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as JobSort)}>
        {(Object.keys(FACET_TEXTS.sort) as JobSort[]).map((sort) => (
          <option key={sort} value={sort}>
            {FACET_TEXTS.sort[sort]}
          </option>
        ))}
      </select>
    </Wrap>
  );
}
