// Framing a board between panels: after backing off by the computed distance and shifting the picture's
// centre, every corner of the board's box lands inside the uncovered rectangle, and it nearly fills it.
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { frameBox } from '../../../src/renderer/common/frameCamera';

function projectCorners(box: THREE.Box3, direction: THREE.Vector3, distance: number, fov: number, view: { width: number; height: number }, shift: { x: number; y: number }) {
  const centre = box.getCenter(new THREE.Vector3());
  const camera = new THREE.PerspectiveCamera(fov, view.width / view.height, 0.1, 500);
  camera.position.copy(centre).addScaledVector(direction, distance);
  camera.lookAt(centre);
  camera.setViewOffset(view.width, view.height, -shift.x, -shift.y, view.width, view.height);
  camera.updateMatrixWorld();
  camera.updateProjectionMatrix();
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < 8; i++) {
    const v = new THREE.Vector3(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z).project(camera);
    points.push({ x: ((v.x + 1) / 2) * view.width, y: ((1 - v.y) / 2) * view.height });
  }
  return points;
}

describe('frameBox', () => {
  const box = new THREE.Box3(new THREE.Vector3(-8, 0, -7), new THREE.Vector3(8, 0.6, 6));
  const direction = new THREE.Vector3(0, 21, 14).normalize();
  const up = new THREE.Vector3(0, 1, 0);

  for (const [width, height, left, right] of [[1280, 800, 310, 300], [1920, 1080, 380, 370]] as const) {
    it(`fits the box between panels ${left}px and ${right}px wide on a ${width}×${height} window`, () => {
      const view = { width, height };
      const free = { left, top: 0, width: width - left - right, height };
      const f = frameBox(box, direction, up, 42, view, free);
      const points = projectCorners(box, direction, f.distance, 42, view, { x: f.shiftX, y: f.shiftY });
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(free.left - 0.5);
      expect(Math.max(...xs)).toBeLessThanOrEqual(free.left + free.width + 0.5);
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(-0.5);
      expect(Math.max(...ys)).toBeLessThanOrEqual(height + 0.5);
      // Tight: one of the two directions is nearly filled (the margin is 4 %).
      const fill = Math.max((Math.max(...xs) - Math.min(...xs)) / free.width, (Math.max(...ys) - Math.min(...ys)) / free.height);
      expect(fill).toBeGreaterThan(0.9);
    });
  }

  it('centres the picture on the free rectangle', () => {
    const f = frameBox(box, direction, up, 42, { width: 1280, height: 800 }, { left: 300, top: 50, width: 600, height: 750 });
    expect(f.shiftX).toBe(300 + 300 - 640);
    expect(f.shiftY).toBe(50 + 375 - 400);
  });
});
