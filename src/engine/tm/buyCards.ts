// Buying kept cards (starting hand, research after a draft or not): the price is an M€ payment like any
// other, so Helion may pay it with heat and chooses the split when there is more than one.
import { msg, type Message } from '../../shared/message';
import type { CardId, Payment, Seat } from '../../shared/tm/basics';
import { heatSplitIsChoice } from '../../shared/tm/payment';
import { countOf } from '../../shared/tm/words';
import { cardBuyCost } from './cardPrice';
import { canAfford, defaultPayment, moneyOnlyRules, paymentProblem, spend, type PaymentRules } from './payment';
import { ask, log } from './queue';
import type { TmState } from './state';

/** Where the cards are bought: what follows once every player has bought differs. */
export type BuyingStep = 'setup' | 'research';

/**
 * Buys the chosen cards at the player's price; the rest go to the discard pile. When Helion has a choice of
 * split, a payment decision is left pending instead and `payForCards` finishes the purchase.
 * Returns why the purchase is refused, or null.
 */
export function buyOffered(state: TmState, seat: Seat, chosen: CardId[], step: BuyingStep): Message | null {
  const p = state.players[seat];
  const rules = moneyOnlyRules(p, chosen.length * cardBuyCost(p));
  if (!canAfford(p, rules)) {
    const have = { count: chosen.length, cost: rules.cost, megacredits: p.stock.megacredits };
    return rules.heatUsable ? msg('tmError.buy.cannotAffordWithHeat', { ...have, heat: p.stock.heat }) : msg('tmError.buy.cannotAfford', have);
  }
  if (heatSplitIsChoice(p.stock, rules)) {
    ask(state, {
      kind: 'payment', seat, title: msg('tmPrompt.title.payForCards', { player: p.name, cost: rules.cost, count: chosen.length }),
      cost: rules.cost, heatUsable: true, steelValue: 0, titaniumValue: 0,
    }, 'payForCards', { rules, chosen, step });
    return null;
  }
  spend(p, defaultPayment(p, rules)!);
  takeBought(state, seat, chosen);
  return null;
}

/** The answer to a `payForCards` decision: checks and spends the split, then takes the cards. */
export function payForCards(state: TmState, seat: Seat, payment: Payment, data: { rules: PaymentRules; chosen: CardId[]; step: BuyingStep }): Message | null {
  const p = state.players[seat];
  const problem = paymentProblem(p, payment, data.rules);
  if (problem) return problem;
  spend(p, payment);
  takeBought(state, seat, data.chosen);
  return null;
}

function takeBought(state: TmState, seat: Seat, chosen: CardId[]): void {
  const p = state.players[seat];
  p.hand.push(...chosen);
  state.discard.push(...p.offered.filter((c) => !chosen.includes(c)));
  p.offered = [];
  log(state, seat, msg('tm.log.boughtCards', { player: p.name, count: chosen.length }));
}
