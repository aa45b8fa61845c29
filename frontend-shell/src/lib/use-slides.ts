import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Index state of a wrapping carousel with autoplay. Autoplay stops while `paused` (hover or
 * keyboard focus inside) and when the reader prefers reduced motion.
 */
export function useSlides(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const reduced = useReducedMotion();
  const current = count > 0 ? index % count : 0;
  const next = useCallback(() => setIndex((i) => (count > 0 ? (i + 1) % count : 0)), [count]);
  const prev = useCallback(
    () => setIndex((i) => (count > 0 ? (i - 1 + count) % count : 0)),
    [count],
  );
  const goTo = useCallback((i: number) => setIndex(i), []);
  const autoplay = count > 1 && !paused && !reduced;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setInterval(next, intervalMs);
    return () => clearInterval(timer);
  }, [autoplay, next, intervalMs, current]);
  return { index: current, next, prev, goTo, autoplay };
}
