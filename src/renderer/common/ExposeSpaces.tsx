// Test hook for the compact games' boards: where each playable space lands on the page and whether a
// click there reaches the board (no panel in the way). The layout tests read it like the TM board's hook.
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type * as THREE from 'three';
import { reachesCanvas, screenPoint } from '../tm/board/screenPoint';

export interface SpaceOnScreen {
  id: string;
  x: number;
  y: number;
  clickable: boolean;
}

declare global {
  interface Window {
    __tharsisSpaces?: () => (SpaceOnScreen | null)[];
  }
}

export function ExposeSpaces({ spaces }: { spaces: { id: string; world: THREE.Vector3 }[] }) {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const read = () =>
      spaces.map(({ id, world }) => {
        const p = screenPoint(world, camera, gl.domElement);
        return p ? { id, ...p, clickable: reachesCanvas(p, gl.domElement) } : null;
      });
    window.__tharsisSpaces = read;
    return () => {
      if (window.__tharsisSpaces === read) delete window.__tharsisSpaces;
    };
  }, [spaces, camera, gl]);
  return null;
}
