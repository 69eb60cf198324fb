// What things cost after discounts, which resources may pay, and whether a payment is acceptable.
import type { CardId, Payment, Seat } from '../../shared/tm/basics';
import { canCover, defaultPayment as defaultFor, paymentProblem as problemFor, type PaymentRules } from '../../shared/tm/payment';
import type { Message } from '../../shared/message';
import { getCard } from './cards/catalogue';
import type { CardDef } from './cards/vocabulary';
import { inPlaySums, player } from './players';
import { spendFromStock } from './resourceFlow';
import type { PlayerState, TmState } from './state';

export type { PaymentRules };

export const STEEL_VALUE = 2;
export const TITANIUM_VALUE = 3;

export function heatIsMoney(p: PlayerState): boolean {
  return p.corporation !== null && getCard(p.corporation).corporation?.heatAsMegacredits === true;
}

export function bonusValue(p: PlayerState, kind: 'steel' | 'titanium'): number {
  const sums = inPlaySums(p);
  return kind === 'steel' ? sums.steelBonus : sums.titaniumBonus;
}

/** The one-off benefit for the next card (Indentured Workers, Special Design), if it is still this generation's. */
export function nextCardBonus(state: TmState, p: PlayerState): { discount: number; slack: number } {
  return p.nextCard && p.nextCard.generation === state.generation ? p.nextCard : { discount: 0, slack: 0 };
}

export function cardDiscount(p: PlayerState, card: CardDef): number {
  let discount = 0;
  for (const d of inPlaySums(p).cardDiscounts) {
    // A per-tag discount counts every matching tag on the card (Luna Governor's two Earth tags: 6 M€ off).
    if (d.tag === undefined) discount += d.amount;
    else if (d.oncePerCard) discount += card.tags.includes(d.tag) ? d.amount : 0;
    else discount += d.amount * card.tags.filter((t) => t === d.tag).length;
  }
  return discount;
}

export function cardPaymentRules(state: TmState, seat: Seat, id: CardId): PaymentRules {
  const p = player(state, seat);
  const def = getCard(id);
  const heatUsable = heatIsMoney(p);
  const reserved = heatUsable ? heatSpentOnPlay(def) : 0;
  return {
    cost: Math.max(0, (def.cost ?? 0) - cardDiscount(p, def) - nextCardBonus(state, p).discount),
    steelValue: def.tags.includes('building') ? STEEL_VALUE + bonusValue(p, 'steel') : 0,
    titaniumValue: def.tags.includes('space') ? TITANIUM_VALUE + bonusValue(p, 'titanium') : 0,
    heatUsable,
    // Only when it matters, so prompts (part of the state hash) stay as they were for every other card.
    ...(reserved > 0 ? { heatReserved: reserved } : {}),
  };
}

/** Heat the card's own effects spend (Local Heat Trapping's 5): Helion cannot also pay the card with it. */
function heatSpentOnPlay(card: CardDef): number {
  return (card.onPlay ?? []).reduce((n, e) => n + (e.do === 'payHeat' ? e.amount : 0), 0);
}

/** Rules for something paid in M€ only (standard projects, milestones...), plus heat for Helion. */
export function moneyOnlyRules(p: PlayerState, cost: number): PaymentRules {
  return { cost, steelValue: 0, titaniumValue: 0, heatUsable: heatIsMoney(p) };
}

/** Why the payment is not acceptable, or null (the shared rule, on this player's stock). */
export function paymentProblem(p: PlayerState, payment: Payment, rules: PaymentRules): Message | null {
  return problemFor(p.stock, payment, rules);
}

/** A sensible payment from this player's stock (the shared rule); null if unaffordable. */
export function defaultPayment(p: PlayerState, rules: PaymentRules): Payment | null {
  return defaultFor(p.stock, rules);
}

/** `canAfford` for a price in M€ only (plus heat for Helion). */
export function canAffordMoney(p: PlayerState, cost: number): boolean {
  // M€ alone settle most asks (every project and milestone of every prompt); heat only ever adds worth.
  if (p.stock.megacredits >= cost) return true;
  return canCover(p.stock, moneyOnlyRules(p, cost));
}

export function canAfford(p: PlayerState, rules: PaymentRules): boolean {
  return canCover(p.stock, rules);
}

export function spend(p: PlayerState, payment: Payment): void {
  spendFromStock(p, 'megacredits', payment.megacredits);
  spendFromStock(p, 'steel', payment.steel);
  spendFromStock(p, 'titanium', payment.titanium);
  spendFromStock(p, 'heat', payment.heat);
}
