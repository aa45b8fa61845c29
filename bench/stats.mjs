// Small order statistics for the benchmark report.
const sorted = (values) => [...values].sort((a, b) => a - b);

export function percentile(values, p) {
  const s = sorted(values);
  if (s.length === 0) return NaN;
  const index = Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1);
  return s[Math.max(0, index)];
}

export const median = (values) => percentile(values, 50);

export function range(values) {
  const s = sorted(values);
  return [s[0], s[s.length - 1]];
}
