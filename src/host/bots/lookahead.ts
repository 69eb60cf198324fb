// Looking one move ahead: apply a candidate to a (determinized) copy, let the seat finish the action it
// started with quick default answers, and score what comes out. Greedy and search bots both use it.
import { applyMove, type TmState } from '../../engine/tm';
import { isInvesting } from '../../engine/tm/cornucopia/investment';
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import { basicBot } from './basicBot';
import { evaluate } from './evaluation';
import { patentsToSell, worthSellingPatents } from './patentSale';
import type { BotRandom } from './types';
import { STANDARD_RATES, type Rates } from './worth';

/** Follow-up questions of one action (a space, a target, a payment) rarely exceed this. */
const MAX_FOLLOW_UPS = 8;

/**
 * The state after `move` once the seat has answered the follow-ups its own action raised, or null when
 * the move is illegal. Stops at the seat's next action prompt or when someone else must decide.
 */
export function afterMove(state: TmState, seat: Seat, move: Move, random: BotRandom, rates: Rates = STANDARD_RATES): TmState | null {
  const first = applyMove(state, seat, move);
  if (!first.ok) return null;
  let s = first.state;
  for (let i = 0; i < MAX_FOLLOW_UPS && !s.finished; i++) {
    const pending = s.pending[seat];
    // Cornucopia's investment phase asks where a bought module goes outside anyone's action.
    if (!pending || pending.prompt.kind === 'action' || (s.acting !== seat && !isInvesting(s))) break;
    // Selling patents is judged by the batch greedy would sell, not basic's single priciest card.
    const answer = pending.resolver === 'sellPatents' && pending.prompt.kind === 'cards'
      ? { type: 'cards' as const, cards: patentsToSell(s, seat, pending.prompt.cards, pending.prompt.min, pending.prompt.max, rates) }
      : basicBot(s, seat, random);
    const next = applyMove(s, seat, answer);
    if (!next.ok) break;
    s = next.state;
  }
  return s;
}

export interface Scored {
  move: Move;
  value: number;
}

/** How a position one move ahead is judged for the seat. */
export type PositionJudge = (state: TmState, seat: Seat) => number;

/** The hand-set evaluation at the given rates, as a judge of positions one move ahead. */
export const evaluationAt = (rates: Rates): PositionJudge => (next, who) => evaluate(next, who, rates);

/**
 * Every candidate ranked by each judge, best first, from one look ahead: each move is played once (its
 * follow-ups answered at the given rates) and every judge values the position it leads to, so a second
 * judge costs its judging only. Illegal moves and sales not worth making are left out.
 */
export function rankMovesBy(state: TmState, seat: Seat, moves: Move[], random: BotRandom, rates: Rates, judges: PositionJudge[]): Scored[][] {
  const scored: Scored[][] = judges.map(() => []);
  for (const move of moves) {
    // One sale a generation, and only of something worth selling (patentSale.ts).
    if (isSale(move) && !worthSellingPatents(state, seat, rates)) continue;
    // Ending a turn is valued as the position now: stepping into the production phase would credit
    // both players' income and judge the pass by who earns more, which the pass does not change.
    const next = move.type === 'pass' || move.type === 'endTurn' ? state : afterMove(state, seat, move, random, rates);
    if (!next) continue;
    // a tiny random tie-break so equal moves do not always resolve to the first listed
    const tieBreak = random.next() * 1e-3;
    judges.forEach((judge, i) => scored[i].push({ move, value: judge(next, seat) + tieBreak }));
  }
  return scored.map((list) => sellingLast(list.sort((a, b) => b.value - a.value)));
}

/**
 * Every candidate with the value of the position it leads to, best first: judged by the hand-set
 * evaluation at the given rates unless another judge is given (the follow-ups are answered at the rates).
 */
export function rankMoves(
  state: TmState, seat: Seat, moves: Move[], random: BotRandom, rates: Rates = STANDARD_RATES,
  judge: PositionJudge = evaluationAt(rates),
): Scored[] {
  return rankMovesBy(state, seat, moves, random, rates, [judge])[0];
}

export const isSale = (m: Move) => m.type === 'standardProject' && m.project === 'Sell Patents';

/**
 * Patents are sold after everything else worth doing: a sale ranked first goes behind every move that
 * beats ending the turn, so the generation's cards are sold in one batch when nothing better is left
 * (sold first, cards drawn later in the generation were sold in another action, and another).
 */
function sellingLast(ranked: Scored[]): Scored[] {
  if (ranked.length < 2 || !isSale(ranked[0].move)) return ranked;
  const idle = ranked.find((r) => r.move.type === 'pass' || r.move.type === 'endTurn');
  if (!idle) return ranked;
  const better = ranked.filter((r) => !isSale(r.move) && r.value > idle.value);
  if (better.length === 0) return ranked;
  return [...better, ...ranked.filter((r) => !better.includes(r))];
}
