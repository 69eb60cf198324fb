// The map geometry against the reference adjacency list, and the data the maps and cards hold.
import { describe, expect, it } from 'vitest';
import { neighbours } from '../../../src/engine/tiny/board';
import { CARDS } from '../../../src/engine/tiny/data/cards';
import { MAPS } from '../../../src/engine/tiny/data/maps';
import { PROJECTS } from '../../../src/engine/tiny/data/projects';

const REFERENCE: Record<number, number[]> = {
  1: [2, 4, 5], 2: [1, 3, 5, 6], 3: [2, 6, 7], 4: [1, 5, 8, 9], 5: [1, 2, 4, 6, 9, 10], 6: [2, 3, 5, 7, 10, 11],
  7: [3, 6, 11, 12], 8: [4, 9, 13], 9: [4, 5, 8, 10, 13, 14], 10: [5, 6, 9, 11, 14, 15], 11: [6, 7, 10, 12, 15, 16],
  12: [7, 11, 16], 13: [8, 9, 14, 17], 14: [9, 10, 13, 15, 17, 18], 15: [10, 11, 14, 16, 18, 19], 16: [11, 12, 15, 19],
  17: [13, 14, 18], 18: [14, 15, 17, 19], 19: [15, 16, 18],
};

describe('TINYforming Mars board and content', () => {
  it('computes the same neighbours as the reference list', () => {
    for (const [hex, list] of Object.entries(REFERENCE)) expect([...neighbours(Number(hex))].sort((a, b) => a - b)).toEqual(list);
  });

  it('each map side has 5 bonus hexes and 5 water hexes, none both', () => {
    for (const map of Object.values(MAPS)) {
      expect(Object.keys(map.bonus)).toHaveLength(5);
      expect(Object.keys(map.water)).toHaveLength(5);
      for (const hex of Object.keys(map.bonus)) expect(hex in map.water).toBe(false);
    }
  });

  it('the 7 double-sided cards carry each of the 28 projects exactly once', () => {
    const onCards = CARDS.flatMap((c) => [...c.faces.A.ends, ...c.faces.B.ends]).sort();
    expect(onCards).toEqual(PROJECTS.map((p) => p.id).sort());
    expect(new Set(onCards).size).toBe(28);
  });
});
