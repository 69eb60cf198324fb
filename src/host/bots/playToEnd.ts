// A game played on from a position to its end with one policy for every seat: what the solo lookaheads,
// hints and the end screen's chances judge a position or a move by.
import { applyMove, waitingFor, type TmState } from '../../engine/tm';
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import type { BotPolicy, BotRandom } from './types';

/** The state once the game is over, or after `maxMoves` moves (a safety cap; a whole game is a few hundred). */
export function playToEnd(state: TmState, maxMoves: number, random: BotRandom, policy: BotPolicy): TmState {
  for (let i = 0; i < maxMoves && !state.finished; i++) {
    const mover = waitingFor(state)[0];
    if (mover === undefined) break;
    const next = applyMove(state, mover, policy(state, mover, random));
    if (!next.ok) break;
    state = next.state;
  }
  return state;
}

/** The end of the game after `seat` makes `move`, played on with `policy`; null when the move is illegal. */
export function playToEndAfter(world: TmState, seat: Seat, move: Move, maxMoves: number, random: BotRandom, policy: BotPolicy): TmState | null {
  const first = applyMove(world, seat, move);
  return first.ok ? playToEnd(first.state, maxMoves, random, policy) : null;
}
