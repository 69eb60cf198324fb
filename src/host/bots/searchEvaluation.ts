// How the search bot scores the end of a playout. Mid-game it is the shared evaluation; a finished game
// is scored by its real result on the same scale (points at what a point is worth mid-game), plus a
// bonus for the win itself, so a playout that ends the game is neither drowned out nor magnified.
import type { TmState } from '../../engine/tm';
import { scoreLines } from '../../engine/tm/scoring';
import type { Seat } from '../../shared/tm/basics';
import { evaluate, marginOverBestRival } from './evaluation';
import { VP_WORTH } from './worth';

/** What winning (rather than losing) a finished game is worth beyond its points, in M€. */
const WIN_WORTH = 10;

export function searchValue(state: TmState, seat: Seat): number {
  if (!state.finished || state.players.length === 1) return evaluate(state, seat);
  const margin = marginOverBestRival(state.scores ?? scoreLines(state), seat);
  return margin * VP_WORTH + Math.sign(margin) * WIN_WORTH;
}
