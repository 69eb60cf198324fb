// Adaptive rendering resolution. Software rendering (and weak GPUs) is limited by how many pixels it
// fills, so while the camera moves and frames come too slowly the canvas renders fewer pixels (a lower
// pixel ratio) and the browser scales the image up; as soon as the camera is still, the full ratio returns.

export const RESOLUTION = {
  /** Never below this pixel ratio: the board must stay readable. */
  min: 0.5,
  /** Never above this by default (the medium quality): more pixels buy little on a board game. */
  max: 1.5,
  /** Below this frame rate the resolution drops; above `highFps` it rises. */
  lowFps: 30,
  highFps: 55,
  /** The rate a change aims for, between the two bounds. */
  targetFps: 40,
  /** Frames to average before deciding (few, so a drag adapts within a second even at a low frame rate). */
  window: 10,
  /** Frames further apart than this are not part of continuous rendering (the board redraws on demand). */
  maxGapMs: 250,
  /** No decision while shaders compile and textures upload after the board appears (those frames are slow once). */
  warmupSeconds: 3,
  /** Once the camera is still this long, the full resolution comes back (a still board is always sharp). */
  restoreAfterMs: 700,
} as const;

/** The highest pixel ratio worth using on this screen, under the graphics quality's cap. */
export function maxPixelRatio(devicePixelRatio: number, cap: number = RESOLUTION.max): number {
  return Math.min(cap, Math.max(1, devicePixelRatio || 1));
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * The pixel ratio to use next, given the current one and the last frame times (ms) of continuous
 * rendering. Rendering cost grows with the square of the ratio, so the ratio moves by the square root
 * of how far the frame rate is from the target.
 */
export function nextPixelRatio(current: number, frameTimesMs: readonly number[], ceiling: number): number {
  if (frameTimesMs.length === 0) return current;
  const average = frameTimesMs.reduce((a, b) => a + b, 0) / frameTimesMs.length;
  const fps = 1000 / Math.max(average, 0.001);
  let next = current;
  if (fps < RESOLUTION.lowFps) next = current * Math.sqrt(fps / RESOLUTION.targetFps);
  else if (fps > RESOLUTION.highFps) next = current * Math.min(1.25, Math.sqrt(fps / RESOLUTION.targetFps));
  return Math.min(ceiling, Math.max(RESOLUTION.min, roundTo(next, 0.05)));
}
