import { setTile } from '../../../src/engine/tm/draft';
import { describe, expect, it } from 'vitest';
import { MARS_SPACES, neighbours } from '../../../src/engine/tm/board';
import { legalSpaces } from '../../../src/engine/tm/tiles';
import { act, give, promptOf, startedGame } from '../support/tmHarness';

describe('the Tharsis map', () => {
  it('has 61 spaces, 12 reserved for oceans, with symmetric neighbours', () => {
    expect(MARS_SPACES).toHaveLength(61);
    expect(MARS_SPACES.filter((s) => s.type === 'ocean')).toHaveLength(12);
    for (const s of MARS_SPACES) for (const n of s.adjacent) expect(neighbours(n)).toContain(s.id);
  });

  it('keeps Noctis City free for its card and oceans on their own spaces', () => {
    const state = startedGame();
    const cities = legalSpaces(state, 0, { tile: 'city' });
    expect(cities).not.toContain('r4c2');
    const oceans = legalSpaces(state, 0, { tile: 'ocean' });
    expect(oceans).toHaveLength(12);
    expect(cities.some((c) => oceans.includes(c))).toBe(false);
  });

  it('forbids a city next to another city', () => {
    const state = startedGame();
    setTile(state, 'r3c4', { kind: 'city', owner: 1 });
    const cities = legalSpaces(state, 0, { tile: 'city' });
    for (const n of neighbours('r3c4')) expect(cities).not.toContain(n);
  });

  it('puts greenery next to your own tiles when possible, anywhere otherwise', () => {
    const state = startedGame();
    expect(legalSpaces(state, 0, { tile: 'greenery' }).length).toBe(48); // 49 land minus Noctis
    setTile(state, 'r3c4', { kind: 'city', owner: 0 });
    const g = legalSpaces(state, 0, { tile: 'greenery' });
    expect(g.sort()).toEqual(neighbours('r3c4').filter((n) => MARS_SPACES.find((s) => s.id === n)!.type === 'land').sort());
  });

  it('pays the placement bonus and 2 M€ per adjacent ocean', () => {
    let state = startedGame();
    setTile(state, 'r0c1', { kind: 'ocean', owner: null }); // ocean space with a 2 steel bonus, next to r0c0
    state.parameters.oceans = 1;
    state = give(state, 0, { stock: { megacredits: 30, steel: 0 } });
    state = act(state, 0, { type: 'standardProject', project: 'City' });
    expect(promptOf(state, 0)?.kind).toBe('space');
    state = act(state, 0, { type: 'space', space: 'r0c0' }); // bonus: 2 steel
    const p = state.players[0];
    expect(p.stock.steel).toBe(2);
    expect(p.stock.megacredits).toBe(30 - 25 + 2);
    expect(p.production.megacredits).toBe(1);
    expect(state.tiles['r0c0']).toEqual({ kind: 'city', owner: 0 });
  });

  it('refuses a space that is not legal and keeps the prompt', () => {
    let state = startedGame();
    state = act(state, 0, { type: 'standardProject', project: 'Aquifer' });
    expect(() => act(state, 0, { type: 'space', space: 'r3c4' })).toThrow(/cannot place/);
    expect(promptOf(state, 0)?.kind).toBe('space');
  });
});
