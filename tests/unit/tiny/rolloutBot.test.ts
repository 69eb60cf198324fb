// The solitaire planner answers legally, and its answer never depends on where the hidden cards lie.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, waitingFor, type TinyState } from '../../../src/engine/tiny';
import { rolloutTinyBot } from '../../../src/host/bots/tiny/rollout';
import { botRandom } from '../../../src/host/bots/types';
import { TWO } from './harness';

const planner = rolloutTinyBot({ samples: 2 });

function soloGame(seed: string): TinyState {
  return createGame({ players: [TWO[0]], seed, options: { map: 'tharsis', intense: false } });
}

/** Plays the planner until it faces an action prompt with a real choice. */
function firstActionChoice(state: TinyState): TinyState {
  const rng = botRandom(9);
  for (let i = 0; i < 200; i++) {
    const seat = waitingFor(state)[0];
    if (state.pending?.kind === 'action' && legalMoves(state, seat).length > 1) return state;
    const r = applyMove(state, seat, planner(state, seat, rng));
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  }
  throw new Error('no action choice reached');
}

describe('TINYforming Mars solitaire planner', () => {
  it('answers every prompt with a legal move', () => {
    const state = firstActionChoice(soloGame('plan-legal'));
    const seat = waitingFor(state)[0];
    const move = planner(state, seat, botRandom(3));
    expect(legalMoves(state, seat)).toContainEqual(move);
  });

  it('chooses the same move whatever the order and faces of the hidden deck', () => {
    const state = firstActionChoice(soloGame('plan-hidden'));
    const seat = waitingFor(state)[0];
    const reshuffled: TinyState = {
      ...state,
      deck: [...state.deck].reverse().map((d) => ({ ...d, up: d.up === 'A' ? 'B' : 'A' })),
      rng: 12345,
    };
    expect(planner(reshuffled, seat, botRandom(4))).toEqual(planner(state, seat, botRandom(4)));
  });
});
