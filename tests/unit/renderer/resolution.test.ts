// Adaptive resolution: slow frames lower the pixel ratio, fast frames raise it, within bounds.
import { describe, expect, it } from 'vitest';
import { maxPixelRatio, nextPixelRatio, RESOLUTION } from '../../../src/renderer/tm/board/resolution';

const frames = (fps: number) => new Array(RESOLUTION.window).fill(1000 / fps);

describe('adaptive resolution', () => {
  it('keeps the ratio while the frame rate is between the bounds', () => {
    expect(nextPixelRatio(1, frames(45), 1.5)).toBe(1);
  });
  it('lowers the ratio by the square root of the shortfall (cost grows with pixels)', () => {
    // 10 fps against a 40 fps target: a quarter of the pixels, half the ratio.
    expect(nextPixelRatio(1, frames(10), 1.5)).toBeCloseTo(0.5, 5);
    expect(nextPixelRatio(1, frames(20), 1.5)).toBeCloseTo(0.7, 5);
  });
  it('never goes below the readable minimum', () => {
    expect(nextPixelRatio(0.5, frames(3), 1.5)).toBe(RESOLUTION.min);
  });
  it('climbs back when frames are fast, by at most a quarter each time, never above the ceiling', () => {
    expect(nextPixelRatio(0.6, frames(120), 1.5)).toBeCloseTo(0.75, 5);
    expect(nextPixelRatio(1.4, frames(120), 1.5)).toBe(1.5);
    expect(nextPixelRatio(1, frames(120), 1)).toBe(1);
  });
  it('caps the ceiling at 1.5 and never below 1', () => {
    expect(maxPixelRatio(3)).toBe(1.5);
    expect(maxPixelRatio(0.5)).toBe(1);
    expect(maxPixelRatio(Number.NaN)).toBe(1);
  });
});
