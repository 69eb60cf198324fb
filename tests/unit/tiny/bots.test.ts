// The bots answer from their seat's view with legal moves, and the basic bot brings games to their end.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, invariantViolations, legalMoves, viewFor, waitingFor, type TinyState } from '../../../src/engine/tiny';
import { TINY_BOTS } from '../../../src/host/bots/tiny';
import { botRandom } from '../../../src/host/bots/types';
import { act, city, scene, TWO } from './harness';

function playOut(state: TinyState, bot: 'random' | 'basic', seed: number): TinyState {
  const rng = botRandom(seed);
  for (let i = 0; i < 2000 && !state.finished; i++) {
    const seat = waitingFor(state)[0];
    const move = TINY_BOTS[bot](viewFor(state, seat), legalMoves(state, seat), rng);
    const r = applyMove(state, seat, move);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    state = r.state;
    expect(invariantViolations(state)).toEqual([]);
  }
  return state;
}

describe('TINYforming Mars bots', () => {
  it('two basic bots finish a game by the natural end (two supplies empty or no vacant hex)', () => {
    const end = playOut(createGame({ players: TWO, seed: 'bots', options: { map: 'elysium', intense: false } }), 'basic', 3);
    expect(end.finished).toBe(true);
    const empty = (['heat', 'greenery', 'water'] as const).filter((k) => end.supply[k] === 0).length;
    expect(empty >= 2 || end.hexes.slice(1).every((h) => h !== null)).toBe(true);
    expect(end.scores).toHaveLength(2);
  });

  it('the random bot finishes a solitaire game after 12 generations at most', () => {
    const end = playOut(createGame({ players: [TWO[0]], seed: 'solo-bot', options: { map: 'tharsis', intense: true } }), 'random', 5);
    expect(end.finished).toBe(true);
    expect(end.generation).toBeLessThanOrEqual(12);
  });

  it('the basic bot puts its greenery next to its own city', () => {
    let s = scene({ mine: ['fusion-power', 'comet'], hexes: { 17: city(0), 3: city(1) } });
    s = act(s, 0, { type: 'standard', project: 'greenhouses' });
    const move = TINY_BOTS.basic(viewFor(s, 0), legalMoves(s, 0), botRandom(1));
    expect(move.type).toBe('hex');
    if (move.type === 'hex') expect([13, 14, 18]).toContain(move.hex);
  });
});
