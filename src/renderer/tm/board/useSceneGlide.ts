// Glides a number shown in the 3D scene to each new target. The board renders on demand, so while a glide
// runs it asks for the next frame, and once the value has arrived it asks for nothing more.
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { glideAt } from '../../common/glide';
import { useSettings } from '../../common/settings';

/** Calls `draw` with the value to show: at once the first time or with reduced motion, else each frame of a glide. */
export function useSceneGlide(target: number, draw: (value: number) => void, redrawKey: string): void {
  const invalidate = useThree((s) => s.invalidate);
  const still = useSettings((s) => s.reducedMotion);
  const shown = useRef<number | null>(null);
  const glide = useRef<{ from: number; to: number; start: number } | null>(null);
  const latestDraw = useRef(draw);
  latestDraw.current = draw;
  const put = (value: number) => {
    shown.current = value;
    latestDraw.current(value);
  };
  useLayoutEffect(() => {
    const from = shown.current;
    if (from === null || still || from === target) {
      glide.current = null;
      put(target);
      invalidate();
      return;
    }
    glide.current = { from, to: target, start: performance.now() };
    invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, still, redrawKey]);
  useFrame(() => {
    const g = glide.current;
    if (!g) return;
    const value = glideAt(g.from, g.to, performance.now() - g.start);
    put(value);
    if (value === g.to) glide.current = null;
    else invalidate();
  });
}
