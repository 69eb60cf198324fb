// Test hook for every 3D board: the player markers in the scene (whose, and the shape they carry, if any), read
// from the objects' userData (`ownerMarker`, `playerShape`), so an end-to-end test can check the colour-blind
// shapes without reading pixels.
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import type { PlayerShape } from './playerShapes';

export interface MarkerInScene {
  name: string;
  owner: number;
  shape: PlayerShape | null;
}

declare global {
  interface Window {
    __tharsisMarkers?: () => MarkerInScene[];
  }
}

export function ExposeMarkers() {
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    const read = () => {
      const out: MarkerInScene[] = [];
      scene.traverse((o) => {
        if (typeof o.userData.ownerMarker !== 'number') return;
        out.push({ name: o.name, owner: o.userData.ownerMarker as number, shape: (o.userData.playerShape as PlayerShape | undefined) ?? null });
      });
      return out;
    };
    window.__tharsisMarkers = read;
    return () => {
      if (window.__tharsisMarkers === read) delete window.__tharsisMarkers;
    };
  }, [scene]);
  return null;
}
