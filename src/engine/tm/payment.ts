// What things cost after discounts, which resources may pay, and whether a payment is acceptable.
import type { CardId, Payment, Seat } from '../../shared/tm/basics';
import { getCard } from './cards/catalogue';
import type { CardDef } from './cards/vocabulary';
import { activeCards, player } from './players';
import type { PlayerState, TmState } from './state';

export const STEEL_VALUE = 2;
export const TITANIUM_VALUE = 3;

export interface PaymentRules {
  cost: number;
  steelValue: number; // 0 = not usable
  titaniumValue: number; // 0 = not usable
  heatUsable: boolean;
}

export function heatIsMoney(p: PlayerState): boolean {
  return p.corporation !== null && getCard(p.corporation).corporation?.heatAsMegacredits === true;
}

export function bonusValue(p: PlayerState, kind: 'steel' | 'titanium'): number {
  let n = 0;
  for (const { def } of activeCards(p)) n += def.paymentBonus?.[kind] ?? 0;
  return n;
}

/** The one-off benefit for the next card (Indentured Workers, Special Design), if it is still this generation's. */
export function nextCardBonus(state: TmState, p: PlayerState): { discount: number; slack: number } {
  return p.nextCard && p.nextCard.generation === state.generation ? p.nextCard : { discount: 0, slack: 0 };
}

export function cardDiscount(p: PlayerState, card: CardDef): number {
  let discount = 0;
  for (const { def } of activeCards(p)) {
    const d = def.discount;
    if (!d || d.standardProjects) continue;
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
  return {
    cost: Math.max(0, (def.cost ?? 0) - cardDiscount(p, def) - nextCardBonus(state, p).discount),
    steelValue: def.tags.includes('building') ? STEEL_VALUE + bonusValue(p, 'steel') : 0,
    titaniumValue: def.tags.includes('space') ? TITANIUM_VALUE + bonusValue(p, 'titanium') : 0,
    heatUsable: heatIsMoney(p),
  };
}

/** Heat the card's own effects spend (Local Heat Trapping's 5): Helion cannot also pay the card with it. */
export function heatSpentOnPlay(card: CardDef): number {
  return (card.onPlay ?? []).reduce((n, e) => n + (e.do === 'payHeat' ? e.amount : 0), 0);
}

/** The player as the card's price sees them: heat the card's effects will spend is not there to pay with. */
export function payerForCard(p: PlayerState, card: CardDef): PlayerState {
  const reserved = heatSpentOnPlay(card);
  if (reserved === 0 || !heatIsMoney(p)) return p;
  return { ...p, stock: { ...p.stock, heat: Math.max(0, p.stock.heat - reserved) } };
}

/** Rules for something paid in M€ only (standard projects, milestones...), plus heat for Helion. */
export function moneyOnlyRules(p: PlayerState, cost: number): PaymentRules {
  return { cost, steelValue: 0, titaniumValue: 0, heatUsable: heatIsMoney(p) };
}

export function paymentValue(payment: Payment, rules: PaymentRules): number {
  return payment.megacredits + payment.heat + payment.steel * rules.steelValue + payment.titanium * rules.titaniumValue;
}

/** Why the payment is not acceptable, or null. Overpaying is allowed only with steel or titanium that cannot be split. */
export function paymentProblem(p: PlayerState, payment: Payment, rules: PaymentRules): string | null {
  for (const key of ['megacredits', 'steel', 'titanium', 'heat'] as const) {
    if (!Number.isInteger(payment[key]) || payment[key] < 0) return `payment of ${key} must be a whole number, not negative`;
    if (payment[key] > p.stock[key]) return `you have only ${p.stock[key]} ${key}`;
  }
  if (payment.steel > 0 && rules.steelValue === 0) return 'steel cannot pay for this';
  if (payment.titanium > 0 && rules.titaniumValue === 0) return 'titanium cannot pay for this';
  if (payment.heat > 0 && !rules.heatUsable) return 'heat cannot pay for this';
  const total = paymentValue(payment, rules);
  if (total < rules.cost) return `payment of ${total} M€ does not cover the cost of ${rules.cost} M€`;
  const unitValues: [keyof Payment, number][] = [['megacredits', 1], ['heat', 1], ['steel', rules.steelValue], ['titanium', rules.titaniumValue]];
  for (const [key, value] of unitValues) {
    if (payment[key] > 0 && total - value >= rules.cost) return `that pays more than needed: use less ${key}`;
  }
  return null;
}

/** A sensible payment: titanium and steel first without waste, then M€, then heat; null if unaffordable. */
export function defaultPayment(p: PlayerState, rules: PaymentRules): Payment | null {
  const pay: Payment = { megacredits: 0, steel: 0, titanium: 0, heat: 0 };
  let left = rules.cost;
  if (rules.titaniumValue > 0) {
    pay.titanium = Math.min(p.stock.titanium, Math.floor(left / rules.titaniumValue));
    left -= pay.titanium * rules.titaniumValue;
  }
  if (rules.steelValue > 0) {
    pay.steel = Math.min(p.stock.steel, Math.floor(left / rules.steelValue));
    left -= pay.steel * rules.steelValue;
  }
  pay.megacredits = Math.min(p.stock.megacredits, left);
  left -= pay.megacredits;
  if (left > 0 && rules.heatUsable) {
    pay.heat = Math.min(p.stock.heat, left);
    left -= pay.heat;
  }
  if (left > 0) {
    // Round up with one more steel or titanium unit if that is all that is missing.
    if (rules.steelValue > 0 && p.stock.steel > pay.steel && left <= rules.steelValue) {
      pay.steel++;
      left = 0;
    } else if (rules.titaniumValue > 0 && p.stock.titanium > pay.titanium && left <= rules.titaniumValue) {
      pay.titanium++;
      left = 0;
    }
    if (left > 0) return null;
    dropUnneededUnits(pay, rules);
  }
  return pay;
}

/**
 * After rounding up with one more unit, some heat, M€, steel or even titanium may no longer be needed
 * (PhoboLog: a 7th titanium makes the one steel superfluous). Gives back every unit the cost can do without.
 */
function dropUnneededUnits(pay: Payment, rules: PaymentRules): void {
  const units: [keyof Payment, number][] = [['heat', 1], ['megacredits', 1], ['steel', rules.steelValue], ['titanium', rules.titaniumValue]];
  for (let changed = true; changed;) {
    changed = false;
    for (const [key, value] of units) {
      while (pay[key] > 0 && paymentValue(pay, rules) - value >= rules.cost) {
        pay[key]--;
        changed = true;
      }
    }
  }
}

export function canAfford(p: PlayerState, rules: PaymentRules): boolean {
  return defaultPayment(p, rules) !== null;
}

export function spend(p: PlayerState, payment: Payment): void {
  p.stock.megacredits -= payment.megacredits;
  p.stock.steel -= payment.steel;
  p.stock.titanium -= payment.titanium;
  p.stock.heat -= payment.heat;
}
