// Test hook: which hexes' printed numbers a piece hides from the camera as it stands now. A ray from the
// camera to points across the number must reach the hex face before any piece.
import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import * as THREE from 'three';

declare global {
  interface Window {
    __tharsisHiddenHexNumbers?: () => number[];
  }
}

/** @param numbers each hex's id and the world point at the middle of its printed number */
export function ExposeHexNumbers({ numbers }: { numbers: { id: number; world: THREE.Vector3 }[] }) {
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  useEffect(() => {
    const read = () => {
      const ray = new THREE.Raycaster();
      const pieces: THREE.Object3D[] = [];
      scene.traverse((o) => {
        if (o.userData.piece) pieces.push(o);
      });
      const hidden: number[] = [];
      for (const { id, world } of numbers) {
        // The number's middle and both ends.
        const points = [-0.15, 0, 0.15].map((dx) => world.clone().add(new THREE.Vector3(dx, 0, 0)));
        const blocked = points.some((p) => {
          const from = camera.getWorldPosition(new THREE.Vector3());
          const dir = p.clone().sub(from);
          const distance = dir.length();
          ray.set(from, dir.normalize());
          ray.far = distance - 0.01;
          return ray.intersectObjects(pieces, true).length > 0;
        });
        if (blocked) hidden.push(id);
      }
      return hidden;
    };
    window.__tharsisHiddenHexNumbers = read;
    return () => {
      if (window.__tharsisHiddenHexNumbers === read) delete window.__tharsisHiddenHexNumbers;
    };
  }, [numbers, camera, scene]);
  return null;
}
