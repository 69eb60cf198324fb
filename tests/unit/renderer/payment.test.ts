// The payment editor offers exactly what the engine accepts: its Confirm verdict is the engine's own rule, and
// every split it can reach by its steppers from its starting point is checked against the engine's validation.
import { describe, expect, it } from 'vitest';
import { emptyStock, type Stock } from '../../../src/shared/tm/basics';
import { paymentProblem, type PaymentRules } from '../../../src/shared/tm/payment';
import { confirmProblem, initialParts, stepProblem, withAutoMegacredits, type PayPart, type PayParts } from '../../../src/renderer/tm/payment';

const stock = (s: Partial<Stock>): Stock => ({ ...emptyStock(), ...s });
const PARTS: PayPart[] = ['steel', 'titanium', 'heat'];

/** Every split reachable from the editor's start through steps it offers (breadth-first). */
function reachable(rules: PaymentRules, s: Stock): PayParts[] {
  const key = (p: PayParts) => `${p.steel}/${p.titanium}/${p.heat}`;
  const start = initialParts(rules, s);
  const seen = new Map([[key(start), start]]);
  const queue = [start];
  while (queue.length) {
    const parts = queue.shift()!;
    for (const part of PARTS) {
      for (const delta of [1, -1] as const) {
        if (stepProblem(parts, part, delta, rules, s) !== null) continue;
        const next = { ...parts, [part]: parts[part] + delta };
        if (!seen.has(key(next))) {
          seen.set(key(next), next);
          queue.push(next);
        }
      }
    }
  }
  return [...seen.values()];
}

describe('payment editor', () => {
  it('starts from the engine default: titanium then steel without overpaying, M€ for the rest', () => {
    const rules = { cost: 27, steelValue: 2, titaniumValue: 3, heatUsable: false };
    const s = stock({ megacredits: 31, steel: 6, titanium: 4 });
    expect(withAutoMegacredits(initialParts(rules, s), rules, s)).toEqual({ titanium: 4, steel: 6, heat: 0, megacredits: 3 });
  });

  it('does not offer a second titanium worth 4 for a cost of 3, and says why', () => {
    const rules = { cost: 3, steelValue: 0, titaniumValue: 4, heatUsable: false };
    const s = stock({ megacredits: 10, titanium: 3 });
    expect(stepProblem({ steel: 0, titanium: 0, heat: 0 }, 'titanium', 1, rules, s)).toBeNull();
    expect(stepProblem({ steel: 0, titanium: 1, heat: 0 }, 'titanium', 1, rules, s)).toBe('one more titanium would pay more than the cost');
  });

  it('explains a split that does not cover the cost and keeps Confirm off', () => {
    const rules = { cost: 20, steelValue: 2, titaniumValue: 0, heatUsable: true };
    const s = stock({ megacredits: 5, steel: 2, heat: 3 });
    expect(confirmProblem({ steel: 2, titanium: 0, heat: 3 }, rules, s)).toBe('payment of 12 M€ does not cover the cost of 20 M€');
  });

  it('every split the editor lets you confirm is one the engine accepts, over many costs and stocks', () => {
    let confirmable = 0;
    for (let cost = 0; cost <= 14; cost++) {
      for (const [steelValue, titaniumValue, heatUsable] of [[2, 0, false], [0, 3, false], [0, 4, true], [3, 3, true], [0, 0, true]] as const) {
        for (const s of [stock({ megacredits: 0, steel: 4, titanium: 3, heat: 5 }), stock({ megacredits: 6, steel: 2, titanium: 2, heat: 2 }), stock({ megacredits: 20, steel: 5, titanium: 5, heat: 5 })]) {
          const rules = { cost, steelValue, titaniumValue, heatUsable };
          for (const parts of reachable(rules, s)) {
            const problem = confirmProblem(parts, rules, s);
            expect(problem).toBe(paymentProblem(s, withAutoMegacredits(parts, rules, s), rules));
            if (problem === null) confirmable++;
          }
        }
      }
    }
    expect(confirmable).toBeGreaterThan(100);
  });
});
