// A piece newly put on the board drops onto its space and grows to size instead of popping in. Pieces that
// were there when the board opened, and every piece under reduced motion, simply stand. While a drop runs
// it asks for frames (the board renders on demand); when the piece has landed it asks for none.
import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type * as THREE from 'three';
import { useSettings } from '../../common/settings';

const DROP_MS = 520;
const DROP_HEIGHT = 2.4;

/** Height above its space and scale of a piece `elapsedMs` into its drop: falls, lands at 1, settles. */
export function dropPose(elapsedMs: number): { lift: number; scale: number } {
  if (elapsedMs >= DROP_MS) return { lift: 0, scale: 1 };
  const t = Math.max(0, elapsedMs) / DROP_MS;
  const fall = 1 - t * t; // accelerates like a falling piece
  return { lift: DROP_HEIGHT * fall, scale: 0.55 + 0.45 * Math.min(1, t * 1.6) };
}

export function DropIn({ animate, children }: { animate: boolean; children: ReactNode }) {
  const still = useSettings((s) => s.reducedMotion);
  const [dropping] = useState(() => animate && !still);
  const group = useRef<THREE.Group>(null);
  const start = useRef(0);
  const done = useRef(!dropping);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    if (!dropping || !group.current) return;
    start.current = performance.now();
    const pose = dropPose(0);
    group.current.position.y = pose.lift;
    group.current.scale.setScalar(pose.scale);
    invalidate();
  }, [dropping, invalidate]);
  useFrame(() => {
    if (done.current || !group.current) return;
    const pose = dropPose(performance.now() - start.current);
    group.current.position.y = pose.lift;
    group.current.scale.setScalar(pose.scale);
    if (pose.lift === 0 && pose.scale === 1) done.current = true;
    else invalidate();
  });
  return <group ref={group}>{children}</group>;
}
