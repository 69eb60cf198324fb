// Which patents to sell, all in one Sell Patents action, and whether that action is worth taking. A card
// worth keeping is one that can still pay off: before the last generation, any card not clearly a loss;
// in the last generation, only a card that repays its price and that the sale itself makes affordable.
// A seat sells once a generation, and only when something is worth selling: selling one card per action
// spent an action per M€ and filled the log (the beginner's habit issue 26 counts).
import type { TmState } from '../../engine/tm';
import { getCard } from '../../engine/tm/cards/catalogue';
import { cardPaymentRules } from '../../engine/tm/payment';
import { SOLD_PATENTS_LOG } from '../../engine/tm/resolvers';
import { unmetRequirement } from '../../engine/tm/requirements';
import type { Seat } from '../../shared/tm/basics';
import { cardValue } from './cardValue';
import { outlook, STANDARD_RATES, type Rates } from './worth';

/** A card valued below this (M€, net of its price) is a clear loss: sold whenever patents are sold. */
const CLEAR_LOSS = -10;

/** The share of a card's price paid in steel or titanium that costs nothing at the end of the game. */
const METAL_AT_END = 0.75;

/** The cards to sell from `offered` (the seat's hand): at least `min`, at most `max`, least valued first. */
export function patentsToSell(state: TmState, seat: Seat, offered: string[], min: number, max: number, rates: Rates = STANDARD_RATES): string[] {
  const o = outlook(state, rates);
  const ranked = offered.map((card) => ({ card, value: cardValue(state, seat, card, o) })).sort((a, b) => a.value - b.value);
  const lastGeneration = o.gens <= 1;
  const keep = new Set<string>();
  if (lastGeneration) {
    // Patents are sold once nothing beats ending the turn (lookahead.ts sells last), so a card worth
    // playing that is affordable now was judged not worth it; keep only what the sale's own M€ would
    // make affordable, the best first, or it is sold in a second action of the same generation.
    const p = state.players[seat];
    const now = p.stock.megacredits;
    let money = now + offered.length - 1;
    let { steel, titanium } = p.stock;
    for (const { card, value } of [...ranked].reverse()) {
      const def = getCard(card);
      if ((def.requirements ?? []).some((r) => unmetRequirement(state, seat, r))) continue;
      const rules = cardPaymentRules(state, seat, card);
      // Metal first, as the default payment pays, then M€.
      const byTitanium = Math.min(titanium, rules.titaniumValue > 0 ? Math.floor(rules.cost / rules.titaniumValue) : 0);
      const afterTitanium = rules.cost - byTitanium * rules.titaniumValue;
      const bySteel = Math.min(steel, rules.steelValue > 0 ? Math.floor(afterTitanium / rules.steelValue) : 0);
      const due = afterTitanium - bySteel * rules.steelValue;
      // Worth playing: it repays its price, counting metal (worth little once the game ends) as mostly free.
      const metalPaid = rules.cost - due;
      if (due <= now || due > money - keep.size || value + metalPaid * METAL_AT_END <= 0) continue;
      keep.add(card);
      money -= due;
      titanium -= byTitanium;
      steel -= bySteel;
    }
  } else {
    for (const { card, value } of ranked) if (value >= CLEAR_LOSS) keep.add(card);
  }
  const sell = ranked.filter((c) => !keep.has(c.card)).map((c) => c.card);
  const forced = ranked.map((c) => c.card).filter((c) => !sell.includes(c)).slice(0, Math.max(0, min - sell.length));
  return [...sell, ...forced].slice(0, max);
}

/** Whether `seat` has sold patents this generation (the log's entries of this generation, read from the end). */
export function soldPatentsThisGeneration(state: TmState, seat: Seat): boolean {
  for (let i = state.log.length - 1; i >= 0 && state.log[i].generation === state.generation; i--) {
    if (state.log[i].seat === seat && state.log[i].message.key === SOLD_PATENTS_LOG) return true;
  }
  return false;
}

/**
 * Whether a Sell Patents action is worth an action now: not once the seat has sold this generation
 * (that sale was its batch), and not when the batch would hold only a card the prompt forces (none is a
 * clear loss, nor, in the last generation, unplayable).
 */
export function worthSellingPatents(state: TmState, seat: Seat, rates: Rates = STANDARD_RATES): boolean {
  const hand = state.players[seat].hand;
  return !soldPatentsThisGeneration(state, seat) && patentsToSell(state, seat, hand, 0, hand.length, rates).length > 0;
}
