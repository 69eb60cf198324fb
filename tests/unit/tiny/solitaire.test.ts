// Solitaire: the dummy's cities, research seen whole, the 5-credit limit and the 12-generation goal.
import { describe, expect, it } from 'vitest';
import { createGame, legalMoves, viewFor, waitingFor } from '../../../src/engine/tiny';
import { faceEnds } from '../../../src/engine/tiny/data/cards';
import { projectById } from '../../../src/engine/tiny/data/projects';
import { DUMMY_OWNER } from '../../../src/shared/tiny/basics';
import { act } from './harness';

const solo = (seed = 'solo', map: 'tharsis' | 'elysium' = 'tharsis') =>
  createGame({ players: [{ name: 'Sol', color: 'green', kind: 'human' }], seed, options: { map, intense: false } });

const THARSIS_LAND = [1, 2, 4, 5, 6, 7, 8, 11, 12, 13, 14, 17, 18, 19];

describe('TINYforming Mars solitaire', () => {
  it('places the dummy cities by counting the revealed card\'s costs from either end of the map', () => {
    for (const seed of ['a', 'b', 'c']) {
      const s = solo(seed);
      const revealed = s.deck[s.deck.length - 1];
      const costs = faceEnds(revealed.card, revealed.up).map((id) => projectById(id).cost).sort((x, y) => x - y);
      const expected = [THARSIS_LAND[costs[0] - 1], [...THARSIS_LAND].reverse()[costs[1] - 1]].sort((x, y) => x - y);
      const dummy = s.hexes.flatMap((h, id) => (h?.kind === 'city' && h.owner === DUMMY_OWNER ? [id] : []));
      expect(dummy).toEqual(expected);
      expect(viewFor(s, 0).dummyCities).toEqual(expected);
    }
  });

  it('reveals all three cards first, the player orients each, the rest faces the dummy', () => {
    let s = solo();
    expect(s.table).toHaveLength(3);
    for (let i = 0; i < 3; i++) s = act(s, 0, { type: 'orient', keep: 1 });
    expect(s.table.every((t) => t.facing[1] === 0 && t.facing[0] === DUMMY_OWNER)).toBe(true);
    expect(s.flow).toBe('firstCities');
    const firstCity = legalMoves(s, 0)[0];
    expect(firstCity.type).toBe('city');
    s = act(s, 0, firstCity);
    expect(s.flow).toBe('action');
    expect(waitingFor(s)).toEqual([0]);
  });

  it('keeps the player at 5 credits at most, and only 5 credits are in play', () => {
    let s = solo();
    for (let i = 0; i < 3; i++) s = act(s, 0, { type: 'orient', keep: 0 });
    s = act(s, 0, legalMoves(s, 0)[0]);
    expect(s.players[0].credits + s.supply.credits).toBe(5);
    expect(legalMoves(s, 0)).not.toContainEqual({ type: 'standard', project: 'sellPatent' });
  });

  it('ends after generation 12 without exhausting the supplies: a loss', () => {
    let s = solo();
    for (let i = 0; i < 3; i++) s = act(s, 0, { type: 'orient', keep: 0 });
    s = act(s, 0, legalMoves(s, 0)[0]);
    s.generation = 12;
    s = act(s, 0, { type: 'pass' });
    expect(s.finished).toBe(true);
    expect(s.soloWon).toBe(false);
  });

  it('ends early and is won once all three supplies are empty', () => {
    let s = solo();
    for (let i = 0; i < 3; i++) s = act(s, 0, { type: 'orient', keep: 0 });
    s = act(s, 0, legalMoves(s, 0)[0]);
    s.players[0].heat = 11;
    s.supply.heat = 0;
    for (const h of THARSIS_LAND.filter((x) => s.hexes[x] === null).slice(0, 7)) s.hexes[h] = { kind: 'greenery' };
    s.supply.greenery = 0;
    for (const h of [3, 9, 10, 15]) s.hexes[h] = { kind: 'water' };
    s.supply.water = 0;
    expect(s.generation).toBe(1);
    s = act(s, 0, { type: 'pass' });
    expect(s.finished).toBe(true);
    expect(s.soloWon).toBe(true);
  });

  it('works on the Elysium side too', () => {
    const s = solo('ely', 'elysium');
    expect(viewFor(s, 0).hexes.filter((h) => h.water).map((h) => h.id)).toEqual([1, 2, 6, 9, 11]);
  });
});
