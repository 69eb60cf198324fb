// A game played on to its end by one playout policy for every seat: how the coach's hints and the end
// screen's chart both estimate who goes on to win from a position, so the two never disagree on what a
// chance of winning means.
import type { TmState } from '../../engine/tm';
import { isTerraformed } from '../../engine/tm/parameters';
import type { Seat } from '../../shared/tm/basics';
import { playoutPolicy } from '../bots/playoutPolicy';
import { playToEnd } from '../bots/playToEnd';
import type { BotPolicy, BotRandom } from '../bots/types';

/** Who plays every seat in the games behind a chance of winning (hints and the end screen's chart alike). */
export const COACH_PLAYOUT: BotPolicy = playoutPolicy;

/** Moves a playout may run at most (a safety cap; a whole game is a few hundred). */
export const PLAYOUT_MOVES = 3000;

/** The state once the game is over, or after `maxMoves` moves. */
export function playOut(state: TmState, maxMoves: number, random: BotRandom): TmState {
  return playToEnd(state, maxMoves, random, COACH_PLAYOUT);
}

/**
 * 1 for a win, a share of it for a tie; solo wins by terraforming Mars in time. A game cut off by the
 * move cap shares the win evenly (so every seat's chances add up to one); an illegal move (null) loses.
 */
export function winShare(end: TmState | null, seat: Seat): number {
  if (!end) return 0;
  if (!end.finished || !end.scores) return 1 / Math.max(2, end.players.length);
  if (end.options.solo) return isTerraformed(end) ? 1 : 0;
  const best = Math.min(...end.scores.map((s) => s.rank));
  const firsts = end.scores.filter((s) => s.rank === best);
  return firsts.some((s) => s.seat === seat) ? 1 / firsts.length : 0;
}
