// Keeps a board framed in the window's uncovered part: on mount and whenever the canvas or the panels
// change size, the camera backs off (keeping the player's viewing angle) until the board's playable box
// fits between the panels, centred there. Orbiting and zooming in between are left alone.
import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useState } from 'react';
import * as THREE from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { applyShift, frameBox, type ScreenRect } from './frameCamera';

/**
 * @param box the part of the scene that must stay visible
 * @param freeRect reads the uncovered rectangle of the canvas (CSS pixels, canvas-relative) from the page
 * @param watch elements whose size changes the free rectangle (the panels)
 */
export function FrameOnResize({ box, freeRect, watch }: { box: THREE.Box3; freeRect: () => ScreenRect; watch: () => Element[] }) {
  const size = useThree((s) => s.size);
  const camera = useThree((s) => s.camera) as THREE.PerspectiveCamera;
  const controls = useThree((s) => s.controls) as OrbitControlsImpl | null;
  const invalidate = useThree((s) => s.invalidate);
  const [panelsChanged, setPanelsChanged] = useState(0);

  useEffect(() => {
    const observer = new ResizeObserver(() => setPanelsChanged((n) => n + 1));
    for (const el of watch()) observer.observe(el);
    return () => observer.disconnect();
  }, [watch]);

  useLayoutEffect(() => {
    if (!controls) return;
    const free = freeRect();
    const target = box.getCenter(new THREE.Vector3());
    const direction = camera.position.clone().sub(controls.target).normalize();
    const view = { width: size.width, height: size.height };
    const framing = frameBox(box, direction, camera.up, camera.fov, view, free);
    controls.target.copy(target);
    camera.position.copy(target).addScaledVector(direction, framing.distance);
    controls.maxDistance = Math.max(controls.maxDistance, framing.distance * 1.5);
    applyShift(camera, view, framing.shiftX, framing.shiftY);
    controls.update();
    invalidate();
  }, [size.width, size.height, controls, panelsChanged, box, camera, freeRect, invalidate]);
  return null;
}
