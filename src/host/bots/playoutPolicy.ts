// The policy the search bot plays its sampled worlds with: the greedy bot's choices, made cheaper
// (and never its solo lookaheads, which would play out games inside every playout).
// The world is already determinized, so no second re-deal is needed, and a tile is placed by
// trying only the few spaces a quick adjacency-and-bonus score likes best instead of every space.
import { legalMoves, type TmState } from '../../engine/tm';
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import { spaceValue } from './basicBot';
import { plainGreedyMove } from './greedyBot';
import { rankMoves } from './lookahead';
import type { BotPolicy, BotRandom } from './types';

/** Spaces tried in full per placement; the rest are judged by the quick score alone. */
const SPACES_TRIED = 4;

function quickGreedyMove(state: TmState, seat: Seat, random: BotRandom): Move {
  const decision = state.pending[seat];
  if (!decision) throw new Error(`seat ${seat} has nothing to decide`);
  const prompt = decision.prompt;
  if (prompt.kind !== 'action' && prompt.kind !== 'space') return plainGreedyMove(state, seat, random);
  let moves = legalMoves(state, seat);
  if (moves.length <= 1) return moves[0];
  if (prompt.kind === 'space') {
    const quick = (m: Move) => (m.type === 'space' ? spaceValue(state, seat, m.space, prompt.tile) : -Infinity);
    moves = moves
      .map((move) => ({ move, value: quick(move) }))
      .sort((a, b) => b.value - a.value)
      .slice(0, SPACES_TRIED)
      .map((m) => m.move);
  }
  return rankMoves(state, seat, moves, random)[0]?.move ?? moves[0];
}

export const playoutPolicy: BotPolicy = quickGreedyMove;
