// Where a point of the 3D scene lands on the page, for the test hooks that click the board like a player.
import * as THREE from 'three';

/** Page pixel coordinates of a world point, or null when it is outside the camera's view. */
export function screenPoint(world: THREE.Vector3, camera: THREE.Camera, canvas: HTMLCanvasElement): { x: number; y: number } | null {
  camera.updateMatrixWorld();
  const v = world.clone().project(camera);
  if (v.z > 1 || v.x < -1 || v.x > 1 || v.y < -1 || v.y > 1) return null;
  const rect = canvas.getBoundingClientRect();
  return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height };
}

/** True when a click at the point would reach the canvas (no overlay in the way). */
export function reachesCanvas(point: { x: number; y: number } | null, canvas: HTMLCanvasElement): boolean {
  return point !== null && document.elementFromPoint(point.x, point.y) === canvas;
}
