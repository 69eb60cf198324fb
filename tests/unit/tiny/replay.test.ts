// Saves rest on two facts: a game replays from its seed and moves to the same state, and a state
// that went through JSON plays on exactly like the original.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, stateHash, viewFor, waitingFor, type TinyState } from '../../../src/engine/tiny';
import type { TinyMove } from '../../../src/shared/tiny/moves';
import { TINY_BOTS } from '../../../src/host/bots/tiny';
import { botRandom } from '../../../src/host/bots/types';
import { TWO } from './harness';

const setup = { players: TWO, seed: 'replay', options: { map: 'tharsis' as const, intense: true } };

function record(): { moves: [number, TinyMove][]; end: TinyState } {
  let s = createGame(setup);
  const rng = botRandom(21);
  const moves: [number, TinyMove][] = [];
  while (!s.finished) {
    const seat = waitingFor(s)[0];
    const move = TINY_BOTS.basic(viewFor(s, seat), legalMoves(s, seat), rng);
    const r = applyMove(s, seat, move);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.state;
    moves.push([seat, move]);
  }
  return { moves, end: s };
}

describe('TINYforming Mars replays and saves', () => {
  it('replaying the recorded moves from the seed reaches the same final state', () => {
    const { moves, end } = record();
    let s = createGame(setup);
    for (const [seat, move] of moves) {
      const r = applyMove(s, seat, move);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.state;
    }
    expect(stateHash(s)).toBe(stateHash(end));
    expect(s.scores).toEqual(end.scores);
  });

  it('a state saved to JSON and loaded mid-game plays on identically', () => {
    const { moves, end } = record();
    let s = createGame(setup);
    const half = Math.floor(moves.length / 2);
    for (const [seat, move] of moves.slice(0, half)) s = (applyMove(s, seat, move) as { state: TinyState }).state;
    let loaded = JSON.parse(JSON.stringify(s)) as TinyState;
    expect(stateHash(loaded)).toBe(stateHash(s));
    for (const [seat, move] of moves.slice(half)) loaded = (applyMove(loaded, seat, move) as { state: TinyState }).state;
    expect(stateHash(loaded)).toBe(stateHash(end));
  });
});
