import { describe, expect, it } from 'vitest';
import { GLIDE_MS, glideAt } from '../../../src/renderer/common/glide';
import { dropPose } from '../../../src/renderer/tm/board/DropIn';

describe('glideAt', () => {
  it('starts at the old value, ends exactly at the new one, and never overshoots on the way', () => {
    expect(glideAt(-30, -24, 0)).toBe(-30);
    expect(glideAt(-30, -24, GLIDE_MS)).toBe(-24);
    expect(glideAt(-30, -24, GLIDE_MS * 5)).toBe(-24);
    let last = -30;
    for (let t = 0; t <= GLIDE_MS; t += GLIDE_MS / 20) {
      const v = glideAt(-30, -24, t);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(v).toBeLessThanOrEqual(-24);
      last = v;
    }
  });

  it('glides downwards too (an undo lowers a parameter)', () => {
    expect(glideAt(8, 4, GLIDE_MS / 2)).toBeLessThan(8);
    expect(glideAt(8, 4, GLIDE_MS / 2)).toBeGreaterThan(4);
  });
});

describe('dropPose', () => {
  it('falls from above, smaller, and lands at full size on its space', () => {
    const start = dropPose(0);
    expect(start.lift).toBeGreaterThan(0);
    expect(start.scale).toBeLessThan(1);
    expect(dropPose(10_000)).toEqual({ lift: 0, scale: 1 });
    let lift = start.lift;
    for (let t = 50; t < 600; t += 50) {
      const pose = dropPose(t);
      expect(pose.lift).toBeLessThanOrEqual(lift);
      lift = pose.lift;
    }
  });
});
