// Payment arithmetic for the payment editor (pure, so it can be unit-tested without a DOM).
import type { Payment, Stock } from '../../shared/tm/basics';

export interface PayRules {
  cost: number;
  steelValue: number;
  titaniumValue: number;
  heatUsable: boolean;
}

export function paidValue(p: Payment, rules: PayRules): number {
  return p.megacredits + p.steel * rules.steelValue + p.titanium * rules.titaniumValue + (rules.heatUsable ? p.heat : 0);
}

/** M€ needed after the chosen steel/titanium/heat, capped by the M€ in stock. */
export function autoMegacredits(steel: number, titanium: number, heat: number, rules: PayRules, stock: Stock): number {
  const rest = rules.cost - steel * rules.steelValue - titanium * rules.titaniumValue - (rules.heatUsable ? heat : 0);
  return Math.max(0, Math.min(stock.megacredits, rest));
}

export function withAutoMegacredits(p: Omit<Payment, 'megacredits'>, rules: PayRules, stock: Stock): Payment {
  return { ...p, megacredits: autoMegacredits(p.steel, p.titanium, p.heat, rules, stock) };
}

/** Uses as much titanium then steel as does not overpay; tops up with heat, then overpays only if M€ cannot cover. */
export function defaultPayment(rules: PayRules, stock: Stock): Payment {
  let rest = rules.cost;
  let titanium = 0;
  let steel = 0;
  let heat = 0;
  if (rules.titaniumValue > 0) {
    titanium = Math.min(stock.titanium, Math.floor(rest / rules.titaniumValue));
    rest -= titanium * rules.titaniumValue;
  }
  if (rules.steelValue > 0) {
    steel = Math.min(stock.steel, Math.floor(rest / rules.steelValue));
    rest -= steel * rules.steelValue;
  }
  if (rest > stock.megacredits && rules.heatUsable) {
    heat = Math.min(stock.heat, rest - stock.megacredits);
    rest -= heat;
  }
  if (rest > stock.megacredits && rules.steelValue > 0 && steel < stock.steel) {
    steel++;
    rest = Math.max(0, rest - rules.steelValue);
  }
  if (rest > stock.megacredits && rules.titaniumValue > 0 && titanium < stock.titanium) {
    titanium++;
    rest = Math.max(0, rest - rules.titaniumValue);
  }
  return withAutoMegacredits({ steel, titanium, heat }, rules, stock);
}

export function covers(p: Payment, rules: PayRules, stock: Stock): boolean {
  return (
    p.megacredits <= stock.megacredits &&
    p.steel <= stock.steel &&
    p.titanium <= stock.titanium &&
    p.heat <= stock.heat &&
    paidValue(p, rules) >= rules.cost
  );
}
