// A number on the page (a counter, a parameter) that glides to each new value instead of jumping, unless
// motion is reduced. It animates only while it changes.
import { useEffect, useRef, useState } from 'react';
import { glideAt } from './glide';
import { useSettings } from './settings';

/** The value to show now, on its way to `target`, rounded to whole `step`s from `origin`. */
export function useGlidingNumber(target: number, step = 1, origin = 0): number {
  const still = useSettings((s) => s.reducedMotion);
  const [shown, setShown] = useState(target);
  const current = useRef(target);
  useEffect(() => {
    const from = current.current;
    if (still || from === target) {
      current.current = target;
      setShown(target);
      return;
    }
    const start = performance.now();
    let frame = 0;
    const tick = () => {
      const value = glideAt(from, target, performance.now() - start);
      current.current = value;
      setShown(origin + Math.round((value - origin) / step) * step);
      if (value !== target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, still, step, origin]);
  return shown;
}

/** A number that glides to each new value; `format` writes it (e.g. a sign or unit). */
export function GlidingNumber({ value, step = 1, origin = 0, format = String }: { value: number; step?: number; origin?: number; format?: (n: number) => string }) {
  return <>{format(useGlidingNumber(value, step, origin))}</>;
}
