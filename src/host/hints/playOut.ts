// A game played on to its end by the search bot's cheap playout policy for every seat: how hints and the
// end screen's chart estimate who goes on to win from a position.
import type { TmState } from '../../engine/tm';
import { isTerraformed } from '../../engine/tm/parameters';
import type { Seat } from '../../shared/tm/basics';
import { playoutPolicy } from '../bots/playoutPolicy';
import { playToEnd } from '../bots/playToEnd';
import type { BotRandom } from '../bots/types';

/** The state once the game is over, or after `maxMoves` moves (a safety cap; a whole game is a few hundred). */
export function playOut(state: TmState, maxMoves: number, random: BotRandom): TmState {
  return playToEnd(state, maxMoves, random, playoutPolicy);
}

/** 1 for a win, a share of it for a tie; solo wins by terraforming Mars in time. Unfinished counts half. */
export function winShare(end: TmState | null, seat: Seat): number {
  if (!end) return 0;
  if (!end.finished || !end.scores) return 0.5;
  if (end.options.solo) return isTerraformed(end) ? 1 : 0;
  const best = Math.min(...end.scores.map((s) => s.rank));
  const firsts = end.scores.filter((s) => s.rank === best);
  return firsts.some((s) => s.seat === seat) ? 1 / firsts.length : 0;
}
