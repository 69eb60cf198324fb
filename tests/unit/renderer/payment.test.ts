// The payment editor's arithmetic: defaults use steel/titanium without overpaying, M€ fills the rest.
import { describe, expect, it } from 'vitest';
import { emptyStock } from '../../../src/shared/tm/basics';
import { covers, defaultPayment, paidValue, withAutoMegacredits } from '../../../src/renderer/tm/payment';

const stock = (s: Partial<ReturnType<typeof emptyStock>>) => ({ ...emptyStock(), ...s });

describe('payment editor arithmetic', () => {
  it('uses titanium then steel up to the cost without overpaying, M€ for the rest', () => {
    const rules = { cost: 27, steelValue: 2, titaniumValue: 3, heatUsable: false };
    const p = defaultPayment(rules, stock({ megacredits: 31, steel: 6, titanium: 4 }));
    expect(p).toEqual({ titanium: 4, steel: 6, heat: 0, megacredits: 3 });
    expect(paidValue(p, rules)).toBe(27);
  });

  it('never spends resources the card cannot use', () => {
    const rules = { cost: 10, steelValue: 0, titaniumValue: 0, heatUsable: false };
    expect(defaultPayment(rules, stock({ megacredits: 20, steel: 5, titanium: 5, heat: 5 }))).toEqual({ megacredits: 10, steel: 0, titanium: 0, heat: 0 });
  });

  it('overpays with one more steel only when M€ cannot cover the rest', () => {
    const rules = { cost: 9, steelValue: 2, titaniumValue: 0, heatUsable: false };
    const p = defaultPayment(rules, stock({ megacredits: 0, steel: 5 }));
    expect(p.steel).toBe(5);
    expect(covers(p, rules, stock({ megacredits: 0, steel: 5 }))).toBe(true);
  });

  it('reports a payment that does not cover the cost', () => {
    const rules = { cost: 20, steelValue: 2, titaniumValue: 0, heatUsable: true };
    const s = stock({ megacredits: 5, steel: 2, heat: 3 });
    const p = withAutoMegacredits({ steel: 2, titanium: 0, heat: 3 }, rules, s);
    expect(p.megacredits).toBe(5);
    expect(covers(p, rules, s)).toBe(false);
  });
});
