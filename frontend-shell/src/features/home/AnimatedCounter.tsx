import { useEffect, useState } from 'react';
import { counterValue } from '../../lib/counter';
import { useReducedMotion } from '../../lib/use-reduced-motion';

/** SPEC §9: a 1 s pause, then the count runs up over `durationMs`. */
export const COUNTER_PAUSE_MS = 1000;

export function AnimatedCounter({ value, durationMs }: { value: number; durationMs: number }) {
  const reduced = useReducedMotion();
  const [shown, setShown] = useState(reduced ? value : 0);
  useEffect(() => {
    if (reduced) {
      setShown(value);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const elapsed = now - start;
      setShown(counterValue(value, elapsed, durationMs, COUNTER_PAUSE_MS));
      if (elapsed < COUNTER_PAUSE_MS + durationMs) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [value, durationMs, reduced]);
  return (
    <>
      <span aria-hidden="true">{shown.toLocaleString()}</span>
      <span className="visually-hidden">{value.toLocaleString()}</span>
    </>
  );
}
