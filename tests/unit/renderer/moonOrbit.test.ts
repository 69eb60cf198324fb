import { describe, expect, it } from 'vitest';
import { DRIFT, driftAt, moonAngle, moonPlace, ORBIT_CENTRE_Z, ORBIT_RADIUS, orbitRuns } from '../../../src/renderer/tm/board/moonOrbit';
import { trackCells } from '../../../src/renderer/tm/board/moonTrack';
import { COLONY_TILES, colonyTileDef } from '../../../src/engine/tm/colonies/tiles';

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
  it('shows a number on every step and one unit per track on every tile but Europa (the strip stays compact)', () => {
    expect(COLONY_TILES).toHaveLength(11);
    for (const tile of COLONY_TILES) {
      const { cells, units } = trackCells(tile.track);
      expect(cells, tile.name).toEqual(tile.track.map((r) => ('amount' in r ? r.amount : 1)));
      expect(units.reduce((n, u) => n + u.span, 0), tile.name).toBe(7);
      expect(units.length, tile.name).toBe(tile.name === 'Europa' ? 3 : 1);
    }
  });

  it('keeps one unit across amounts of one and more (Titan: 0 floaters, 1 floater, ...)', () => {
    expect(trackCells(colonyTileDef('Titan').track)).toEqual({
      cells: [0, 1, 1, 2, 3, 3, 4],
      units: [{ unit: { kind: 'cardResource', resource: 'floater' }, span: 7 }],
    });
    expect(trackCells(colonyTileDef('Pluto').track).units).toEqual([{ unit: { kind: 'draw' }, span: 7 }]);
  });

  it('names each run of a mixed track (Europa\'s production)', () => {
    expect(trackCells(colonyTileDef('Europa').track).units).toEqual([
      { unit: { kind: 'production', resource: 'megacredits' }, span: 2 },
      { unit: { kind: 'production', resource: 'energy' }, span: 2 },
      { unit: { kind: 'production', resource: 'plants' }, span: 3 },
    ]);
  });

  it('counts a reward without an amount as one', () => {
    expect(trackCells([{ kind: 'ocean' }])).toEqual({ cells: [1], units: [{ unit: { kind: 'ocean' }, span: 1 }] });
  });
});
