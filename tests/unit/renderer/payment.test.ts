// The payment editor offers exactly what the engine accepts: its Confirm verdict is the engine's own rule, and
// every split it can reach by its steppers from its starting point is checked against the engine's validation.
import { describe, expect, it } from 'vitest';
import { emptyStock, type Stock } from '../../../src/shared/tm/basics';
import { paymentProblem, type PaymentRules } from '../../../src/shared/tm/payment';
import { confirmProblem, initialParts, partOffered, stepProblem, withAutoMegacredits, type PayPart, type PayParts } from '../../../src/renderer/tm/payment';
import { playableCards } from '../../../src/engine/tm/actions';
import { give, startedGame, withCorporation } from '../cards/cardKit';

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
    expect(stepProblem({ steel: 0, titanium: 1, heat: 0 }, 'titanium', 1, rules, s)).toEqual({ key: 'tmError.payStep.wouldOverpay', params: { resource: 'titanium' } });
  });

  it('explains a split that does not cover the cost and keeps Confirm off', () => {
    const rules = { cost: 20, steelValue: 2, titaniumValue: 0, heatUsable: true };
    const s = stock({ megacredits: 5, steel: 2, heat: 3 });
    expect(confirmProblem({ steel: 2, titanium: 0, heat: 3 }, rules, s)).toEqual({ key: 'tmError.payment.tooLittle', params: { total: 12, cost: 20 } });
  });

  it('every split the editor lets you confirm is one the engine accepts, over many costs and stocks', () => {
    let confirmable = 0;
    for (let cost = 0; cost <= 14; cost++) {
      for (const [steelValue, titaniumValue, heatUsable] of [[2, 0, false], [0, 3, false], [0, 4, true], [3, 3, true], [0, 0, true]] as const) {
        for (const s of [stock({ megacredits: 0, steel: 4, titanium: 3, heat: 5 }), stock({ megacredits: 6, steel: 2, titanium: 2, heat: 2 }), stock({ megacredits: 20, steel: 5, titanium: 5, heat: 5 })]) {
          const rules = { cost, steelValue, titaniumValue, heatUsable };
          for (const parts of reachable(rules, s)) {
            const problem = confirmProblem(parts, rules, s);
            expect(problem).toEqual(paymentProblem(s, withAutoMegacredits(parts, rules, s), rules));
            if (problem === null) confirmable++;
          }
        }
      }
    }
    expect(confirmable).toBeGreaterThan(100);
  });

  it('Local Heat Trapping with Helion: the prompt says 5 heat is reserved, and the editor offers only the rest', () => {
    // Helion holding Local Heat Trapping (1 M€, spends 5 heat) with 0 M€ and 6 heat.
    const state = give(withCorporation(startedGame(), 0, 'R18'), 0, { stock: { megacredits: 0, heat: 6 }, hand: ['190'] });
    const playable = playableCards(state, 0).find((c) => c.card === '190')!;
    expect(playable).toMatchObject({ cost: 1, heatUsable: true, heatReserved: 5 });
    const s = state.players[0].stock;
    expect(withAutoMegacredits(initialParts(playable, s), playable, s)).toEqual({ megacredits: 0, steel: 0, titanium: 0, heat: 1 });
    expect(stepProblem({ steel: 0, titanium: 0, heat: 1 }, 'heat', 1, playable, s)).toEqual({ key: 'tmError.payStep.heatSpentByCard', params: { reserved: 5 } });
    expect(confirmProblem({ steel: 0, titanium: 0, heat: 1 }, playable, s)).toBeNull();
    // Steps reach 1 heat (confirmable) and 0 heat (not enough), never the 5 the card spends.
    expect(reachable(playable, s).map((p) => p.heat).sort()).toEqual([0, 1]);
  });

  it('with 1 M€ and 5 heat no heat can pay Local Heat Trapping: the heat stepper is not shown, M€ pays', () => {
    const rules = { cost: 1, steelValue: 0, titaniumValue: 0, heatUsable: true, heatReserved: 5 };
    const s = stock({ megacredits: 1, heat: 5 });
    expect(partOffered('heat', rules, s)).toBe(false);
    expect(withAutoMegacredits(initialParts(rules, s), rules, s)).toEqual({ megacredits: 1, steel: 0, titanium: 0, heat: 0 });
    expect(confirmProblem({ steel: 0, titanium: 0, heat: 1 }, rules, s)).toEqual({ key: 'tmError.payment.heatReserved', params: { reserved: 5, spendable: 0 } });
  });

  it('every split the editor lets you confirm is accepted with heat reserved, over many stocks', () => {
    for (let heat = 0; heat <= 9; heat++) {
      for (const megacredits of [0, 1, 3]) {
        const rules = { cost: 3, steelValue: 0, titaniumValue: 0, heatUsable: true, heatReserved: 5 };
        const s = stock({ megacredits, heat });
        for (const parts of reachable(rules, s)) {
          const payment = withAutoMegacredits(parts, rules, s);
          if (confirmProblem(parts, rules, s) === null) expect(payment.heat).toBeLessThanOrEqual(Math.max(0, heat - 5));
        }
      }
    }
  });
});
