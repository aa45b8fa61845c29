import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { JobFilters } from '../../../api/api';
import { FACET_VALUES, FACETS, MIN_PAY_CHOICES } from './facet-options';

const TEXTS = ['position', 'teamName', 'location'] as const;

/**
 * The whole board search lives in the address (shareable; Back and Forward step through
 * searches): `?position=coach&department=coaching,medical&level=senior&payListed=true&minPay=80000
 * &sort=pay`. Unknown facet values, minimum pays and empty texts are dropped; the default order
 * (newest) is left out.
 */
export function readJobSearch(params: URLSearchParams): JobFilters {
  const search: JobFilters = {};
  for (const key of TEXTS) {
    const value = params.get(key)?.trim();
    if (value) search[key] = value;
  }
  for (const facet of FACETS) {
    const allowed: readonly string[] = FACET_VALUES[facet];
    const values = [
      ...new Set(
        params
          .getAll(facet)
          .flatMap((v) => v.split(','))
          .map((v) => v.trim())
          .filter((v) => allowed.includes(v)),
      ),
    ];
    // The filter keeps the values inside each facet's own set.
    if (values.length) (search as Record<string, string[]>)[facet] = values;
  }
  if (params.get('payListed') === 'true') search.payListed = true;
  const minPay = Number(params.get('minPay'));
  if (MIN_PAY_CHOICES.includes(minPay)) search.minPay = minPay;
  const sort = params.get('sort');
  if (sort === 'closing' || sort === 'pay') search.sort = sort;
  return search;
}

export function writeJobSearch(search: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXTS) {
    const value = search[key]?.trim();
    if (value) params.set(key, value);
  }
  for (const facet of FACETS) {
    const values = search[facet];
    if (values?.length) params.set(facet, values.join(','));
  }
  if (search.payListed) params.set('payListed', 'true');
  if (search.minPay) params.set('minPay', String(search.minPay));
  if (search.sort && search.sort !== 'newest') params.set('sort', search.sort);
  return params;
}

/** Any text or facet filter (the order is not a filter). */
export const hasJobFilter = (search: JobFilters) =>
  TEXTS.some((k) => !!search[k]) ||
  FACETS.some((f) => !!search[f]?.length) ||
  !!search.payListed ||
  !!search.minPay;

/** The board search read from, and written to, the address; each change is a history entry. */
export function useJobSearch(): [JobFilters, (next: JobFilters) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const search = useMemo(() => readJobSearch(new URLSearchParams(key)), [key]);
  const setSearch = useCallback(
    (next: JobFilters) => setParams(writeJobSearch(next), { preventScrollReset: true }),
    [setParams],
  );
  return [search, setSearch];
}
