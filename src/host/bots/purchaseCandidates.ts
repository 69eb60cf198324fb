// The card choices the search bot compares: greedy's own answer first, then its nearest alternatives.
// Buying at research (or keeping at setup): one card fewer (its least valued pick) or one more (the best
// card it left, when the money allows). Drafting: the next best cards to pass on greedy's favourite.
import type { TmState } from '../../engine/tm';
import type { Seat } from '../../shared/tm/basics';
import type { Move, Prompt } from '../../shared/tm/prompt';
import { cardValue } from './cardValue';
import { outlook, STANDARD_RATES, type Rates } from './worth';

/** Card prompts the search bot plays out; the rest (corporations, selling patents) stay greedy. */
export const SEARCHED_CARD_CHOICES = new Set(['buyCards', 'keepCards', 'draftPick']);

/** Up to `limit` distinct answers, `greedy` first. */
export function purchaseCandidates(state: TmState, seat: Seat, prompt: Extract<Prompt, { kind: 'cards' }>, greedy: Move, limit: number, rates: Rates = STANDARD_RATES): Move[] {
  if (greedy.type !== 'cards') return [greedy];
  const o = outlook(state, rates);
  const value = new Map(prompt.cards.map((card) => [card, cardValue(state, seat, card, o)]));
  const byValue = (a: string, b: string) => (value.get(b) ?? 0) - (value.get(a) ?? 0);
  const chosen = [...greedy.cards].sort(byValue);
  const left = prompt.cards.filter((card) => !chosen.includes(card)).sort(byValue);
  const alternatives: string[][] = [];
  if (prompt.costEach === 0 && chosen.length === prompt.max) {
    // A pick of fixed size: swap the least valued pick for each of the next best cards.
    for (const card of left) alternatives.push([...chosen.slice(0, -1), card]);
  } else {
    if (chosen.length > prompt.min) alternatives.push(chosen.slice(0, -1));
    const money = state.players[seat].stock.megacredits;
    if (left.length > 0 && chosen.length < prompt.max && (chosen.length + 1) * prompt.costEach <= money) alternatives.push([...chosen, left[0]]);
  }
  return [greedy, ...alternatives.map((cards): Move => ({ type: 'cards', cards }))].slice(0, limit);
}
