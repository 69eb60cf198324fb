// The payment editor's arithmetic (pure, unit-tested): the player sets steel, titanium and heat, M€ fills the
// rest, and every verdict comes from the engine's own payment rule in src/shared, so Confirm is enabled only
// for a payment the engine accepts and a disabled step says why.
import { msg, type Message } from '../../shared/message';
import type { Payment } from '../../shared/tm/basics';
import { resourceAmount } from '../../shared/tm/messages';
import { defaultPayment, paymentProblem, spendableHeat, type PaymentRules, type PaymentStock } from '../../shared/tm/payment';

export type PayPart = 'steel' | 'titanium' | 'heat';
export type PayParts = Pick<Payment, PayPart>;

/** M€ needed after the chosen steel/titanium/heat, capped by the M€ in stock. */
export function withAutoMegacredits(parts: PayParts, rules: PaymentRules, stock: PaymentStock): Payment {
  const rest = rules.cost - parts.steel * rules.steelValue - parts.titanium * rules.titaniumValue - (rules.heatUsable ? parts.heat : 0);
  return { ...parts, megacredits: Math.max(0, Math.min(stock.megacredits, rest)) };
}

/** Whether the editor shows a stepper for this part: the card may be paid with it and some is there to pay. */
export function partOffered(part: PayPart, rules: PaymentRules, stock: PaymentStock): boolean {
  if (part === 'heat') return rules.heatUsable && spendableHeat(stock, rules) > 0;
  return (part === 'steel' ? rules.steelValue : rules.titaniumValue) > 0 && stock[part] > 0;
}

/** Where the editor starts: the engine's default split, or nothing chosen when the cost is out of reach. */
export function initialParts(rules: PaymentRules, stock: PaymentStock): PayParts {
  const pay = defaultPayment(stock, rules);
  return pay ? { steel: pay.steel, titanium: pay.titanium, heat: pay.heat } : { steel: 0, titanium: 0, heat: 0 };
}

/** Why Confirm is off for this split, in the engine's words (a message), or null when the engine will accept it. */
export function confirmProblem(parts: PayParts, rules: PaymentRules, stock: PaymentStock): Message | null {
  return paymentProblem(stock, withAutoMegacredits(parts, rules, stock), rules);
}

/**
 * Why one more (delta 1) or one less (delta -1) of a part is not offered, or null. A step is refused when the
 * stock or the card forbids it, or when it would make the split overpay (the engine refuses waste).
 */
export function stepProblem(parts: PayParts, part: PayPart, delta: 1 | -1, rules: PaymentRules, stock: PaymentStock): Message | null {
  const next = parts[part] + delta;
  if (next < 0) return msg('tmError.payStep.noneChosen', { resource: part });
  if (next > stock[part]) return msg('tmError.payment.onlyHave', { amount: resourceAmount(part, stock[part]) });
  if (part === 'heat' && next > spendableHeat(stock, rules)) return msg('tmError.payStep.heatSpentByCard', { reserved: rules.heatReserved ?? 0 });
  if (delta < 0) return null;
  const problem = confirmProblem({ ...parts, [part]: next }, rules, stock);
  return problem?.key === 'tmError.payment.overpays' ? msg('tmError.payStep.wouldOverpay', { resource: part }) : null;
}
