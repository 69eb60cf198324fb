// The generation flow: research with orientation, first cities, alternating actions, income, the end.
import { describe, expect, it } from 'vitest';
import { createGame, legalMoves, stateHash, summary, viewFor, waitingFor, type TinyState } from '../../../src/engine/tiny';
import { faceEnds } from '../../../src/engine/tiny/data/cards';
import { act, city, refused, scene, TWO, W, G } from './harness';

const newGame = (seed = 'flow') => createGame({ players: TWO, seed, options: { map: 'tharsis', intense: false } });

/** Orients the three research cards (keeping end 0) and places both first cities. */
function throughSetup(s: TinyState): TinyState {
  for (let i = 0; i < 3; i++) s = act(s, waitingFor(s)[0], { type: 'orient', keep: 0 });
  const black = 1 - s.white;
  s = act(s, black, { type: 'city', from: null, to: 1 });
  return act(s, s.white, { type: 'city', from: null, to: 19 });
}

describe('TINYforming Mars generation flow', () => {
  it('starts with research: White draws, then Black, then White, each orienting their card', () => {
    let s = newGame();
    expect(s.flow).toBe('research');
    expect(waitingFor(s)).toEqual([s.white]);
    const first = s.table[0];
    s = act(s, s.white, { type: 'orient', keep: 1 });
    expect(s.table[0].facing).toEqual([1 - s.white, s.white]);
    expect(waitingFor(s)).toEqual([1 - s.white]);
    s = act(s, 1 - s.white, { type: 'orient', keep: 0 });
    expect(waitingFor(s)).toEqual([s.white]);
    expect(s.table[0].card).toBe(first.card);
    expect(s.table).toHaveLength(3);
  });

  it('then Black places the first city and White one not next to it, and White acts first', () => {
    let s = newGame();
    for (let i = 0; i < 3; i++) s = act(s, waitingFor(s)[0], { type: 'orient', keep: 0 });
    expect(s.flow).toBe('firstCities');
    const black = 1 - s.white;
    expect(waitingFor(s)).toEqual([black]);
    expect(legalMoves(s, black).every((m) => m.type === 'city' && ![3, 9, 10, 15, 16].includes(m.to))).toBe(true);
    s = act(s, black, { type: 'city', from: null, to: 5 });
    expect(refused(s, s.white, { type: 'city', from: null, to: 6 })).toMatch(/next to no city/);
    s = act(s, s.white, { type: 'city', from: null, to: 18 });
    expect(s.flow).toBe('action');
    expect(waitingFor(s)).toEqual([s.white]);
  });

  it('alternates actions; a player who passed is skipped until both passed', () => {
    let s = scene({ mine: [], credits: [2, 2] });
    s = act(s, 0, { type: 'pass' });
    expect(waitingFor(s)).toEqual([1]);
    s = act(s, 1, { type: 'standard', project: 'sellPatent' });
    expect(waitingFor(s)).toEqual([1]);
    s = act(s, 1, { type: 'pass' });
    expect(s.flow).toBe('research');
    expect(s.generation).toBe(2);
  });

  it('income: 1 per city and 1 per water next to each city, credits on projects return, and at most 5 are kept', () => {
    let s = scene({ mine: ['fusion-power', 'algae'], credits: [5, 1], hexes: { 4: city(0), 14: city(0), 9: W, 19: city(1) } });
    s = act(act(s, 0, { type: 'project', project: 'fusion-power' }), 0, { type: 'token', token: 'nature' });
    // Ada paid 2: one credit on the card, one to the supply (supply 4 + 1 = 5).
    expect(s.supply.credits).toBe(5);
    s = act(s, 1, { type: 'pass' });
    s = act(s, 0, { type: 'pass' });
    // Ada had 3, earns 2 cities + water 9 next to both = 4 -> 7, keeps 5. Bo: 1 + 1 city = 2.
    expect(s.players[0].credits).toBe(5);
    expect(s.players[1].credits).toBe(2);
    expect(s.supply.credits).toBe(3);
  });

  it('Black starts even generations, and used cards go under the deck with the used face up', () => {
    let s = throughSetup(newGame('cards'));
    const used = s.table.map((t) => ({ card: t.card, face: t.face }));
    s = act(s, s.white, { type: 'pass' });
    s = act(s, 1 - s.white, { type: 'pass' });
    expect(s.generation).toBe(2);
    expect(waitingFor(s)).toEqual([1 - s.white]);
    expect(s.deck.slice(-3)).toEqual(used.map((u) => ({ card: u.card, up: u.face })));
  });

  it('a card drawn again shows its other face', () => {
    let s = throughSetup(newGame('faces'));
    const seen = new Map(s.table.map((t) => [t.card, t.face]));
    for (let g = 0; g < 3; g++) {
      while (s.flow === 'action') s = act(s, waitingFor(s)[0], { type: 'pass' });
      while (s.flow === 'research') s = act(s, waitingFor(s)[0], { type: 'orient', keep: 0 });
      for (const t of s.table) {
        if (seen.has(t.card)) expect(t.face).not.toBe(seen.get(t.card));
        seen.set(t.card, t.face);
      }
    }
  });

  it('ends after the income phase once 2 of the 3 supplies are empty, then scores', () => {
    let s = scene({ mine: ['ghg-factories', 'lichen', 'moss'], supply: { heat: 1, water: 0 }, hexes: { 3: W } });
    s = act(s, 0, { type: 'project', project: 'ghg-factories' });
    expect(s.finished).toBe(false);
    s = act(s, 1, { type: 'pass' });
    s = act(s, 0, { type: 'pass' });
    expect(s.finished).toBe(true);
    expect(s.flow).toBe('ended');
    expect(s.scores?.map((l) => l.heat)).toEqual([1, 0]);
    expect(viewFor(s, 0).winners).toEqual([0]);
    expect(summary(s)).toEqual({ generation: 1, phase: 'ended', players: ['Ada', 'Bo'], finished: true });
  });

  it('ends when no vacant hex is left', () => {
    const full: Record<number, { kind: 'greenery' }> = {};
    for (let h = 2; h <= 19; h++) full[h] = G as { kind: 'greenery' };
    let s = scene({ mine: [], hexes: { ...full } });
    s.hexes[1] = null;
    s = act(s, 0, { type: 'pass' });
    expect(act(s, 1, { type: 'pass' }).finished).toBe(false);
    s.hexes[1] = { kind: 'heat' };
    s.supply.heat--;
    s = act(s, 1, { type: 'pass' });
    expect(s.finished).toBe(true);
  });

  it('is deterministic: the same seed and moves give the same state hash', () => {
    const a = throughSetup(newGame('same'));
    const b = throughSetup(newGame('same'));
    expect(stateHash(a)).toBe(stateHash(b));
    expect(stateHash(throughSetup(newGame('other')))).not.toBe(stateHash(a));
  });

  it('refuses a move from the wrong seat or of the wrong kind and leaves the state untouched', () => {
    const s = newGame();
    const before = stateHash(s);
    expect(refused(s, 1 - s.white, { type: 'orient', keep: 0 })).toMatch(/nothing to decide/);
    expect(refused(s, s.white, { type: 'pass' })).toMatch(/choose which end/);
    expect(refused(s, s.white, { type: 'hex', hex: 99 } as never)).toMatch(/malformed/);
    expect(stateHash(s)).toBe(before);
  });

  it('the view shows the drawn card to everyone but never the deck order; only the seat to act sees its prompt', () => {
    const s = newGame();
    const v = viewFor(s, 1 - s.white);
    expect(v.prompt).toBeNull();
    expect(viewFor(s, s.white).prompt?.kind).toBe('orient');
    expect(v.deckCount).toBe(6);
    expect(JSON.stringify(v)).not.toContain('"deck"');
    expect(v.table.map((t) => t.project.id)).toEqual(faceEnds(s.table[0].card, s.table[0].face));
  });
});
