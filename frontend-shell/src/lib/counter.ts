/**
 * The value an animated counter shows `elapsed` ms after it started: it holds 0 during the pause,
 * then eases out to `target` over `duration` ms (fixed timings, real values).
 */
export function counterValue(
  target: number,
  elapsed: number,
  duration: number,
  pause: number,
): number {
  if (elapsed <= pause) return 0;
  const t = Math.min(1, (elapsed - pause) / duration);
  const eased = 1 - Math.pow(1 - t, 3);
  return Math.round(target * eased);
}
