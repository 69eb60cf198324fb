// Final scoring, rule by rule, and the tie-break order.
import { describe, expect, it } from 'vitest';
import { scoreLines } from '../../../src/engine/tiny';
import { city, G, H, scene, W } from './harness';

describe('TINYforming Mars scoring', () => {
  it('a city scores 1 per greenery next to it and loses 1 per heat cube next to it', () => {
    const s = scene({ mine: [], hexes: { 5: city(0), 1: G, 2: G, 4: H } });
    const me = scoreLines(s)[0];
    expect(me.cities).toBe(2 - 1);
  });

  it('a greenery next to only one player\'s cities scores 1 more for that player; a shared one does not', () => {
    const s = scene({ mine: [], hexes: { 1: city(0), 4: G, 6: city(1), 2: G } });
    const [a, b] = scoreLines(s);
    expect(a.greenery).toBe(1); // hex 4 touches only Ada's city; hex 2 touches both
    expect(b.greenery).toBe(0);
    expect(a.cities).toBe(2);
    expect(b.cities).toBe(1);
  });

  it('a water next to only one player\'s cities scores 1 for that player', () => {
    const s = scene({ mine: [], hexes: { 4: city(0), 9: W, 11: city(1), 10: W, 16: W, 3: W } });
    const [a, b] = scoreLines(s);
    expect(a.water).toBe(1); // 9 touches only Ada's city on 4
    expect(b.water).toBe(2); // 10 and 16 touch only Bo's city on 11
  });

  it('each heat cube a player holds scores 1', () => {
    const s = scene({ mine: [], heat: [3, 1] });
    expect(scoreLines(s).map((l) => l.heat)).toEqual([3, 1]);
    expect(scoreLines(s).map((l) => l.total)).toEqual([3, 1]);
  });

  it('a tie on points goes to city points first', () => {
    // Ada: city with 1 greenery (+1 exclusive) = 2; Bo: 2 heat = 2.
    const s = scene({ mine: [], heat: [0, 2], hexes: { 1: city(0), 2: G } });
    const [a, b] = scoreLines(s);
    expect(a.total).toBe(b.total);
    expect(a.rank).toBe(1);
    expect(b.rank).toBe(2);
  });

  it('then greenery, then water, then heat decide', () => {
    // Both 1 point: Ada from an exclusive water, Bo from a heat cube; equal cities and greenery, water decides.
    const s = scene({ mine: [], heat: [0, 1], hexes: { 4: city(0), 9: W } });
    const [a, b] = scoreLines(s);
    expect([a.total, b.total]).toEqual([1, 1]);
    expect([a.cities, b.cities, a.greenery, b.greenery]).toEqual([0, 0, 0, 0]);
    expect([a.rank, b.rank]).toEqual([1, 2]);
  });

  it('a full tie shares first place', () => {
    const s = scene({ mine: [], heat: [2, 2] });
    expect(scoreLines(s).map((l) => l.rank)).toEqual([1, 1]);
  });
});
