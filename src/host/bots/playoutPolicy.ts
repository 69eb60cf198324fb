// The policy the search bot plays its sampled worlds with: the greedy bot's choices, made cheaper
// (and never its solo lookaheads, which would play out games inside every playout).
// The world is already determinized, so no second re-deal is needed, and a tile is placed by
// trying only the few spaces a quick adjacency-and-bonus score likes best instead of every space.
import { legalMoves, type TmState } from '../../engine/tm';
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import { spaceValue } from './basicBot';
import { greedyAt } from './greedyBot';
import { rankMoves } from './lookahead';
import type { BotPolicy, BotRandom } from './types';
import { STANDARD_RATES, type Rates } from './worth';

/** Spaces tried in full per placement; the rest are judged by the quick score alone. */
const SPACES_TRIED = 4;

function quickGreedyMove(state: TmState, seat: Seat, random: BotRandom, rates: Rates, plainGreedy: BotPolicy): Move {
  const decision = state.pending[seat];
  if (!decision) throw new Error(`seat ${seat} has nothing to decide`);
  const prompt = decision.prompt;
  if (prompt.kind !== 'action' && prompt.kind !== 'space') return plainGreedy(state, seat, random);
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
  return rankMoves(state, seat, moves, random, rates)[0]?.move ?? moves[0];
}

/** The cheap greedy at the given rates, both for the seat and for its rivals in the playouts. */
export function playoutPolicyAt(rates: Rates): BotPolicy {
  const plainGreedy = greedyAt(rates, false);
  return (state, seat, random) => quickGreedyMove(state, seat, random, rates, plainGreedy);
}

export const playoutPolicy: BotPolicy = playoutPolicyAt(STANDARD_RATES);
