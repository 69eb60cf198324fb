// Camera framing for a board drawn behind HTML panels: how far back the camera must sit, looking the
// way it already looks, so that a box of the scene fits inside the part of the window no panel covers,
// and how far the picture's centre must shift to sit in the middle of that part.
import * as THREE from 'three';

/** A rectangle of the window in CSS pixels. */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Framing {
  /** Distance from the target (the box centre) along the current viewing direction. */
  distance: number;
  /** Horizontal and vertical shift of the projection centre, in pixels (for camera.setViewOffset). */
  shiftX: number;
  shiftY: number;
}

/**
 * @param direction unit vector from the target toward the camera
 * @param up the camera's up vector
 * @param fovDeg vertical field of view
 * @param view the whole canvas size
 * @param free the uncovered rectangle the box must fit in (same pixels as `view`)
 * @param margin fraction of the free rectangle kept empty around the box
 */
export function frameBox(box: THREE.Box3, direction: THREE.Vector3, up: THREE.Vector3, fovDeg: number, view: { width: number; height: number }, free: ScreenRect, margin = 0.04): Framing {
  const centre = box.getCenter(new THREE.Vector3());
  // Camera axes: back = direction, right = up × back, trueUp = back × right.
  const back = direction.clone().normalize();
  const right = new THREE.Vector3().crossVectors(up, back).normalize();
  const trueUp = new THREE.Vector3().crossVectors(back, right);
  const focal = view.height / 2 / Math.tan(THREE.MathUtils.degToRad(fovDeg) / 2);
  const halfW = Math.max(1, (free.width / 2) * (1 - margin));
  const halfH = Math.max(1, (free.height / 2) * (1 - margin));
  let distance = 0;
  for (let i = 0; i < 8; i++) {
    const corner = new THREE.Vector3(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z).sub(centre);
    const a = Math.abs(corner.dot(right));
    const b = Math.abs(corner.dot(trueUp));
    const c = corner.dot(back);
    // A point `c` toward the camera is at depth (distance - c); it fits when focal·a/depth ≤ halfW.
    distance = Math.max(distance, c + (focal * a) / halfW, c + (focal * b) / halfH);
  }
  return {
    distance,
    shiftX: free.left + free.width / 2 - view.width / 2,
    shiftY: free.top + free.height / 2 - view.height / 2,
  };
}

/** Moves a perspective camera so the projection centre sits `shift` pixels from the canvas centre. */
export function applyShift(camera: THREE.PerspectiveCamera, view: { width: number; height: number }, shiftX: number, shiftY: number): void {
  if (shiftX === 0 && shiftY === 0) camera.clearViewOffset();
  else camera.setViewOffset(view.width, view.height, -shiftX, -shiftY, view.width, view.height);
  camera.updateProjectionMatrix();
}
