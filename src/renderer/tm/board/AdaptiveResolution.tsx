// Watches continuous rendering (camera moves, animations) and adjusts the canvas pixel ratio so the
// board keeps a fluid frame rate even in software rendering. See resolution.ts for the rule.
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { nextPixelRatio, RESOLUTION } from './resolution';

export function AdaptiveResolution({ pixelRatio, ceiling, onChange }: { pixelRatio: number; ceiling: number; onChange: (ratio: number) => void }) {
  const frameTimes = useRef<number[]>([]);
  useFrame((state, deltaSeconds) => {
    if (state.clock.elapsedTime < RESOLUTION.warmupSeconds) return;
    const ms = deltaSeconds * 1000;
    if (ms <= 0 || ms > RESOLUTION.maxGapMs) return; // a redraw on demand, not continuous rendering
    frameTimes.current.push(ms);
    if (frameTimes.current.length < RESOLUTION.window) return;
    const next = nextPixelRatio(pixelRatio, frameTimes.current, ceiling);
    frameTimes.current = [];
    if (next !== pixelRatio) onChange(next);
  });
  return null;
}
