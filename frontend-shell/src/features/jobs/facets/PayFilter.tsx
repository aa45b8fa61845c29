import { useId } from 'react';
import styled from 'styled-components';
import type { JobFilters } from '../../../api/api';
import { formatAmount } from '../pay/format-pay';
import { FACET_TEXTS, MIN_PAY_CHOICES } from './facet-options';

const Select = styled.select`
  width: 100%;
  min-height: 40px;
  margin-top: 6px;
  padding: 0 10px;
  font: inherit;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff;
`;

const MinPayLabel = styled.label`
  && {
    display: block;
    min-height: 0;
    margin-top: 8px;
    font-weight: 600;
    cursor: default;
  }
`;

export type PayFilters = Pick<JobFilters, 'payListed' | 'minPay'>;

/** A yearly amount as the minimum pay list shows it: "$80K+ a year" in the reader's locale. */
export const minPayLabel = (amount: number) =>
  FACET_TEXTS.minPayChoice(formatAmount(amount, 'USD'));

/**
 * "Pay listed" (only jobs with a range) and a minimum yearly pay in US dollars
 * (docs/product.md#pay-and-workplace); rendered inside the facet panel's group frame.
 */
export function PayFilter({
  search,
  onChange,
}: {
  search: JobFilters;
  onChange: (next: PayFilters) => void;
}) {
  const id = useId();
  const current = { payListed: search.payListed, minPay: search.minPay };
  return (
    <>
      <legend>{FACET_TEXTS.pay}</legend>
      <label>
        <input
          type="checkbox"
          name="payListed"
          checked={!!search.payListed}
          onChange={(e) => onChange({ ...current, payListed: e.target.checked || undefined })}
        />
        <span>{FACET_TEXTS.payListed}</span>
      </label>
      <MinPayLabel htmlFor={id}>{FACET_TEXTS.minPay}</MinPayLabel>
      <Select
        id={id}
        name="minPay"
        value={search.minPay ?? ''}
        onChange={(e) =>
          onChange({ ...current, minPay: e.target.value ? Number(e.target.value) : undefined })
        }
      >
        <option value="">{FACET_TEXTS.anyPay}</option>
        {MIN_PAY_CHOICES.map((amount) => (
          <option key={amount} value={amount}>
            {minPayLabel(amount)}
          </option>
        ))}
      </Select>
    </>
  );
}
