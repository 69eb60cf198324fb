import { describe, expect, it } from 'vitest';
import { DRIFT, driftAt, moonAngle, moonPlace, ORBIT_CENTRE_Z, ORBIT_RADIUS, orbitRuns } from '../../../src/renderer/tm/board/moonOrbit';
import { producedResource, trackCells } from '../../../src/renderer/tm/board/moonTrack';

describe('the colony moons on their orbit', () => {
  it('sit on an arc of their orbit beyond the top of the map, left to right, above the gauges', () => {
    for (const count of [3, 5, 7]) {
      const places = Array.from({ length: count }, (_, i) => moonPlace(i, count));
      for (const p of places) {
        expect(Math.hypot(p.x, p.z - ORBIT_CENTRE_Z)).toBeCloseTo(ORBIT_RADIUS, 6);
        expect(Math.abs(p.x)).toBeLessThan(10.2); // the gauges stand at x = ±10.2
        expect(p.z).toBeLessThan(-6); // above the map's top row
      }
      for (let i = 1; i < count; i++) expect(places[i].x).toBeGreaterThan(places[i - 1].x);
          }
  });

  it('drift a little each way and come back', () => {
    const quarter = DRIFT.periodSeconds / 4;
    expect(driftAt(0)).toBe(0);
    expect(driftAt(quarter)).toBeCloseTo(DRIFT.amplitude, 9);
    expect(driftAt(3 * quarter)).toBeCloseTo(-DRIFT.amplitude, 9);
    expect(moonAngle(2, 5, driftAt(quarter))).toBeCloseTo(DRIFT.amplitude, 9);
  });

  it('stand still under reduced motion, while a colony prompt waits for a click and while a panel is open', () => {
    expect(orbitRuns({ reducedMotion: false, colonyPrompt: false, panelOpen: false })).toBe(true);
    expect(orbitRuns({ reducedMotion: true, colonyPrompt: false, panelOpen: false })).toBe(false);
    expect(orbitRuns({ reducedMotion: false, colonyPrompt: true, panelOpen: false })).toBe(false);
    expect(orbitRuns({ reducedMotion: false, colonyPrompt: false, panelOpen: true })).toBe(false);
  });
});

describe('a moon track in short', () => {
  it('keeps the numbers and says one kind once', () => {
    expect(trackCells(['0 floaters', '1 floater', '1 floater', '2 floaters', '3 floaters', '3 floaters', '4 floaters'])).toEqual({
      cells: ['0', '1', '1', '2', '3', '3', '4'],
      units: [{ unit: 'floaters', span: 7 }],
    });
    expect(trackCells(['draw 0 cards', 'draw 1 card', 'draw 2 cards']).units).toEqual([{ unit: 'draw cards', span: 3 }]);
  });

  it('names each run of a mixed track', () => {
    expect(trackCells(['+1 M€ production', '+1 M€ production', '+1 energy production'])).toEqual({
      cells: ['1', '1', '1'],
      units: [{ unit: 'M€ production', span: 2 }, { unit: 'energy production', span: 1 }],
    });
  });

  it('draws a production unit as its resource (words too long for one or two steps)', () => {
    expect(producedResource('M€ production')).toBe('megacredits');
    expect(producedResource('plants production')).toBe('plants');
    expect(producedResource('floaters')).toBeNull();
  });

  it('leaves words without a number whole', () => {
    expect(trackCells(['an ocean'])).toEqual({ cells: ['an ocean'], units: [{ unit: '', span: 1 }] });
  });
});
