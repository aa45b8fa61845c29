import { useEffect, useRef } from 'react';
import { counterValue } from '../../lib/counter';
import { useReducedMotion } from '../../lib/use-reduced-motion';

/** A 1 s pause, then the count runs up over `durationMs`. */
export const COUNTER_PAUSE_MS = 1000;

const numbers = new Intl.NumberFormat();

/**
 * Each animation frame writes the number straight into its text node: a React render per frame
 * (about 240 per counter) kept the main thread busy while the page was still loading.
 */
export function AnimatedCounter({ value, durationMs }: { value: number; durationMs: number }) {
  const reduced = useReducedMotion();
  const shown = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const show = (n: number) => {
      if (shown.current) shown.current.textContent = numbers.format(n);
    };
    if (reduced) {
      show(value);
      return;
    }
    const start = performance.now();
    let last = -1;
    let frame = 0;
    const tick = (now: number) => {
      const elapsed = now - start;
      const n = counterValue(value, elapsed, durationMs, COUNTER_PAUSE_MS);
      if (n !== last) show((last = n));
      if (elapsed < COUNTER_PAUSE_MS + durationMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs, reduced]);
  return (
    <>
      <span aria-hidden="true" ref={shown}>
        {numbers.format(reduced ? value : 0)}
      </span>
      <span className="visually-hidden">{value.toLocaleString()}</span>
    </>
  );
}
