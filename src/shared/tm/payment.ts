// The engine's payment rules, shared so the payment editor offers exactly the payments the engine accepts:
// what a payment is worth, why one is refused, and a sensible default split. Pure arithmetic on a stock.
import { msg, type Message } from '../message';
import type { Payment, Stock } from './basics';
import { resourceAmount } from './messages';

export interface PaymentRules {
  cost: number;
  steelValue: number; // 0 = not usable
  titaniumValue: number; // 0 = not usable
  heatUsable: boolean;
  /** Heat the thing paid for spends itself (Local Heat Trapping's 5): that heat cannot also pay its cost. */
  heatReserved?: number;
}

export type PaymentStock = Pick<Stock, 'megacredits' | 'steel' | 'titanium' | 'heat'>;

const PARTS = ['megacredits', 'steel', 'titanium', 'heat'] as const;

/** Heat from stock that may pay: what is not kept for the effect being paid for. */
export function spendableHeat(stock: PaymentStock, rules: PaymentRules): number {
  return Math.max(0, stock.heat - (rules.heatReserved ?? 0));
}

export function paymentValue(payment: Payment, rules: PaymentRules): number {
  return payment.megacredits + payment.heat + payment.steel * rules.steelValue + payment.titanium * rules.titaniumValue;
}

function unitValues(rules: PaymentRules): [keyof Payment, number][] {
  return [['heat', 1], ['megacredits', 1], ['steel', rules.steelValue], ['titanium', rules.titaniumValue]];
}

/** Why the payment is not acceptable (a `tmError.payment.*` message), or null. Overpaying is allowed only with steel or titanium that cannot be split. */
export function paymentProblem(stock: PaymentStock, payment: Payment, rules: PaymentRules): Message | null {
  for (const key of PARTS) {
    if (!Number.isInteger(payment[key]) || payment[key] < 0) return msg('tmError.payment.notWholeNumber', { resource: key });
    if (payment[key] > stock[key]) return msg('tmError.payment.onlyHave', { amount: resourceAmount(key, stock[key]) });
  }
  if (payment.steel > 0 && rules.steelValue === 0) return msg('tmError.payment.steelNotAccepted');
  if (payment.titanium > 0 && rules.titaniumValue === 0) return msg('tmError.payment.titaniumNotAccepted');
  if (payment.heat > 0 && !rules.heatUsable) return msg('tmError.payment.heatNotAccepted');
  if (payment.heat > spendableHeat(stock, rules)) {
    return msg('tmError.payment.heatReserved', { reserved: rules.heatReserved ?? 0, spendable: spendableHeat(stock, rules) });
  }
  const total = paymentValue(payment, rules);
  if (total < rules.cost) return msg('tmError.payment.tooLittle', { total, cost: rules.cost });
  for (const [key, value] of unitValues(rules)) {
    if (payment[key] > 0 && total - value >= rules.cost) return msg('tmError.payment.overpays', { resource: key });
  }
  return null;
}

/**
 * Whether a cost paid with M€ and heat only (Helion) leaves the player a choice of split: some heat could pay,
 * and not all of it is forced because M€ runs short. With no choice the one possible split is paid at once.
 */
export function heatSplitIsChoice(stock: PaymentStock, rules: PaymentRules): boolean {
  if (!rules.heatUsable) return false;
  return Math.min(spendableHeat(stock, rules), rules.cost) > Math.max(0, rules.cost - stock.megacredits);
}

/**
 * Whether the stock can cover the cost at all: the whole worth of what may pay reaches it. The same answer
 * as `defaultPayment(...) !== null` (which rounds up with one spare steel or titanium unit, so it fails only
 * when everything usable is worth less than the cost), without building a payment: asked for every card
 * and project of every prompt.
 */
export function canCover(stock: PaymentStock, rules: PaymentRules): boolean {
  let worth = stock.megacredits;
  if (rules.heatUsable) worth += spendableHeat(stock, rules);
  if (rules.steelValue > 0) worth += stock.steel * rules.steelValue;
  if (rules.titaniumValue > 0) worth += stock.titanium * rules.titaniumValue;
  return worth >= rules.cost;
}

/** A sensible payment: titanium and steel first without waste, then M€, then heat; null if unaffordable. */
export function defaultPayment(stock: PaymentStock, rules: PaymentRules): Payment | null {
  const pay: Payment = { megacredits: 0, steel: 0, titanium: 0, heat: 0 };
  let left = rules.cost;
  if (rules.titaniumValue > 0) {
    pay.titanium = Math.min(stock.titanium, Math.floor(left / rules.titaniumValue));
    left -= pay.titanium * rules.titaniumValue;
  }
  if (rules.steelValue > 0) {
    pay.steel = Math.min(stock.steel, Math.floor(left / rules.steelValue));
    left -= pay.steel * rules.steelValue;
  }
  pay.megacredits = Math.min(stock.megacredits, left);
  left -= pay.megacredits;
  if (left > 0 && rules.heatUsable) {
    pay.heat = Math.min(spendableHeat(stock, rules), left);
    left -= pay.heat;
  }
  if (left > 0) {
    // Round up with one more steel or titanium unit if that is all that is missing.
    if (rules.steelValue > 0 && stock.steel > pay.steel && left <= rules.steelValue) {
      pay.steel++;
      left = 0;
    } else if (rules.titaniumValue > 0 && stock.titanium > pay.titanium && left <= rules.titaniumValue) {
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
  for (let changed = true; changed;) {
    changed = false;
    for (const [key, value] of unitValues(rules)) {
      while (pay[key] > 0 && paymentValue(pay, rules) - value >= rules.cost) {
        pay[key]--;
        changed = true;
      }
    }
  }
}
