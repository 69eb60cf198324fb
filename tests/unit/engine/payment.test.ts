import { describe, expect, it } from 'vitest';
import { defaultPayment, paymentProblem, type PaymentRules } from '../../../src/engine/tm/payment';
import { startedGame } from '../support/tmHarness';
import { canCover, defaultPayment as sharedDefaultPayment } from '../../../src/shared/tm/payment';

const building: PaymentRules = { cost: 10, steelValue: 2, titaniumValue: 0, heatUsable: false };
const space: PaymentRules = { cost: 10, steelValue: 0, titaniumValue: 3, heatUsable: false };

describe('paying for cards', () => {
  it('steel pays 2 M€ each on building cards, titanium 3 M€ each on space cards', () => {
    const p = startedGame().players[0];
    p.stock = { megacredits: 4, steel: 3, titanium: 2, plants: 0, energy: 0, heat: 0 };
    expect(paymentProblem(p, { megacredits: 4, steel: 3, titanium: 0, heat: 0 }, building)).toBeNull();
    expect(paymentProblem(p, { megacredits: 4, steel: 2, titanium: 0, heat: 0 }, building)).toEqual({ key: 'tmError.payment.tooLittle', params: { total: 8, cost: 10 } });
    expect(paymentProblem(p, { megacredits: 4, steel: 0, titanium: 2, heat: 0 }, space)).toBeNull();
    expect(paymentProblem(p, { megacredits: 4, steel: 0, titanium: 2, heat: 0 }, building)).toEqual({ key: 'tmError.payment.titaniumNotAccepted' });
  });

  it('allows overpaying only when a steel or titanium unit cannot be split', () => {
    const p = startedGame().players[0];
    p.stock = { megacredits: 10, steel: 0, titanium: 4, plants: 0, energy: 0, heat: 0 };
    expect(paymentProblem(p, { megacredits: 0, steel: 0, titanium: 4, heat: 0 }, space)).toBeNull(); // 12 for 10
    expect(paymentProblem(p, { megacredits: 2, steel: 0, titanium: 3, heat: 0 }, space)).toEqual({ key: 'tmError.payment.overpays', params: { resource: 'megacredits' } });
    expect(paymentProblem(p, { megacredits: 1, steel: 0, titanium: 3, heat: 0 }, space)).toBeNull();
  });

  it('never pays with resources the player does not have, nor with heat unless allowed', () => {
    const p = startedGame().players[0];
    p.stock = { megacredits: 5, steel: 0, titanium: 0, plants: 0, energy: 0, heat: 20 };
    expect(paymentProblem(p, { megacredits: 10, steel: 0, titanium: 0, heat: 0 }, building)).toMatchObject({ key: 'tmError.payment.onlyHave', params: { amount: { key: 'tm.amount.megacredits', params: { count: 5 } } } });
    expect(paymentProblem(p, { megacredits: 5, steel: 0, titanium: 0, heat: 5 }, building)).toEqual({ key: 'tmError.payment.heatNotAccepted' });
    expect(paymentProblem(p, { megacredits: 5, steel: 0, titanium: 0, heat: 5 }, { ...building, heatUsable: true })).toBeNull();
  });

  it('the default payment uses titanium and steel without waste, then M€', () => {
    const p = startedGame().players[0];
    p.stock = { megacredits: 20, steel: 0, titanium: 5, plants: 0, energy: 0, heat: 0 };
    expect(defaultPayment(p, space)).toEqual({ megacredits: 1, steel: 0, titanium: 3, heat: 0 });
    p.stock.megacredits = 0;
    expect(defaultPayment(p, space)).toEqual({ megacredits: 0, steel: 0, titanium: 4, heat: 0 });
    p.stock.titanium = 1;
    expect(defaultPayment(p, space)).toBeNull();
  });

  it('after rounding up with one more titanium it gives back steel that is no longer needed (PhoboLog, Space Elevator)', () => {
    const p = startedGame().players[0];
    p.stock = { megacredits: 0, steel: 1, titanium: 8, plants: 0, energy: 0, heat: 0 };
    const rules: PaymentRules = { cost: 27, steelValue: 2, titaniumValue: 4, heatUsable: false };
    const pay = defaultPayment(p, rules)!;
    expect(pay).toEqual({ megacredits: 0, steel: 0, titanium: 7, heat: 0 });
    expect(paymentProblem(p, pay, rules)).toBeNull();
  });
});

describe('whether a stock can cover a cost', () => {
  it('says yes exactly when a default payment exists, over every small stock and rule', () => {
    let covered = 0;
    let checked = 0;
    for (const cost of [0, 1, 5, 7, 12, 23])
      for (const steelValue of [0, 2, 3])
        for (const titaniumValue of [0, 3, 4])
          for (const heatUsable of [false, true])
            for (const heatReserved of [undefined, 5])
              for (const megacredits of [0, 3, 9])
                for (const steel of [0, 1, 4])
                  for (const titanium of [0, 1, 3])
                    for (const heat of [0, 2, 8]) {
                      const stock = { megacredits, steel, titanium, heat };
                      const rules: PaymentRules = { cost, steelValue, titaniumValue, heatUsable, ...(heatReserved ? { heatReserved } : {}) };
                      const expected = sharedDefaultPayment(stock, rules) !== null;
                      expect(canCover(stock, rules), JSON.stringify({ stock, rules })).toBe(expected);
                      checked++;
                      if (expected) covered++;
                    }
    expect(checked).toBeGreaterThan(10_000);
    expect(covered).toBeGreaterThan(1000);
    expect(checked - covered).toBeGreaterThan(1000);
  });
});
