// While the camera moves, watches the frame rate and lowers the canvas pixel ratio so dragging stays fluid even
// in software rendering; once the camera has been still for a moment the full ratio comes back. See resolution.ts.
import { useFrame } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { nextPixelRatio, RESOLUTION } from './resolution';

export function AdaptiveResolution({ pixelRatio, ceiling, moving, onChange }: { pixelRatio: number; ceiling: number; moving: boolean; onChange: (ratio: number) => void }) {
  const frameTimes = useRef<number[]>([]);
  // The ratio the last drag settled on: the next drag starts there at once instead of spending its first
  // second finding it again (each change of ratio also reallocates the canvas, a hitch of its own).
  const learned = useRef<number | null>(null);
  useEffect(() => {
    learned.current = null; // a new ceiling (graphics quality) starts the learning over
  }, [ceiling]);
  useEffect(() => {
    if (moving && learned.current !== null && learned.current < pixelRatio) onChange(learned.current);
    // Only the start of a drag matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [moving]);
  useFrame((state, deltaSeconds) => {
    if (!moving || state.clock.elapsedTime < RESOLUTION.warmupSeconds) return;
    const ms = deltaSeconds * 1000;
    if (ms <= 0 || ms > RESOLUTION.maxGapMs) return; // the first frame after a pause says nothing about speed
    frameTimes.current.push(ms);
    if (frameTimes.current.length < RESOLUTION.window) return;
    const next = nextPixelRatio(pixelRatio, frameTimes.current, ceiling);
    frameTimes.current = [];
    learned.current = next;
    if (next !== pixelRatio) onChange(next);
  });
  useEffect(() => {
    if (moving) return;
    frameTimes.current = [];
    if (pixelRatio === ceiling) return;
    const timer = setTimeout(() => onChange(ceiling), RESOLUTION.restoreAfterMs);
    return () => clearTimeout(timer);
  }, [moving, pixelRatio, ceiling, onChange]);
  return null;
}
