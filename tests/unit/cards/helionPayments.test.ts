// Issue #14: Helion's heat is money for every M€ payment, including the cards bought at research (with or
// without the draft) and the standard projects, milestones and awards; the player chooses the split when
// there is more than one. Each test states the numbers before and after.
import { describe, expect, it } from 'vitest';
import type { Payment } from '../../../src/shared/tm/basics';
import type { Move } from '../../../src/shared/tm/prompt';
import { applyMove, type TmState } from '../../../src/engine/tm';
import { legalMoves } from '../../../src/engine/tm/legal';
import { act, give, promptOf, startedGame, turnTo, withCorporation } from './cardKit';
import { byName, cornucopiaGame, setMarket, withFactory } from '../cornucopia/cornucopiaKit';

const HELION = 'R18';
const pay = (parts: Partial<Payment>): Move => ({ type: 'payment', payment: { megacredits: 0, steel: 0, titanium: 0, heat: 0, ...parts } });

/** Both players pass generation 1; with the draft they then keep the first card of each hand passed to them. */
function atResearch(opts: { draft?: boolean } = {}): TmState {
  let s = withCorporation(startedGame(), 0, HELION);
  s.options.draft = opts.draft === true;
  for (const seat of [0, 1]) s = act(s, seat, { type: 'pass' });
  while (s.flow === 'draft') {
    for (const seat of [0, 1]) if (s.pending[seat]) s = act(s, seat, { type: 'cards', cards: [s.players[seat].draftHand[0]] });
  }
  expect(s.flow).toBe('research');
  return s;
}

describe('Helion buys research cards with heat', () => {
  it('3 M€ + 5 heat buy 2 cards (6 M€): the player chooses the split, then the cards are in hand', () => {
    let s = give(atResearch(), 0, { stock: { megacredits: 3, heat: 5 } });
    const hand = s.players[0].hand.length;
    const [a, b] = s.players[0].offered;
    expect(legalMoves(s, 0)).toContainEqual({ type: 'cards', cards: [a, b] });
    s = act(s, 0, { type: 'cards', cards: [a, b] });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'payment', cost: 6, heatUsable: true, steelValue: 0, titaniumValue: 0 });
    expect(s.players[0].hand).toHaveLength(hand); // not bought until paid
    s = act(s, 0, pay({ megacredits: 1, heat: 5 }));
    expect(s.players[0].stock).toMatchObject({ megacredits: 2, heat: 0 });
    expect(s.players[0].hand).toHaveLength(hand + 2);
    expect(s.players[0].hand.slice(-2)).toEqual([a, b]);
    expect(s.players[0].offered).toEqual([]);
  });

  it('a split that does not cover the price, or spends heat it does not need, is refused and changes nothing', () => {
    let s = give(atResearch(), 0, { stock: { megacredits: 4, heat: 5 } });
    s = act(s, 0, { type: 'cards', cards: s.players[0].offered.slice(0, 2) });
    expect(() => act(s, 0, pay({ megacredits: 0, heat: 5 }))).toThrow(/does not cover the cost of 6/);
    expect(() => act(s, 0, pay({ megacredits: 4, heat: 5 }))).toThrow(/pays more than needed/);
    expect(s.players[0].stock).toMatchObject({ megacredits: 4, heat: 5 });
    s = act(s, 0, pay({ megacredits: 2, heat: 4 }));
    expect(s.players[0].stock).toMatchObject({ megacredits: 2, heat: 1 });
  });

  it('with 0 M€ and 6 heat the only split is paid at once; the research phase ends when both have bought', () => {
    let s = give(atResearch(), 0, { stock: { megacredits: 0, heat: 6 } });
    s = act(s, 0, { type: 'cards', cards: s.players[0].offered.slice(0, 2) });
    expect(s.players[0].stock).toMatchObject({ megacredits: 0, heat: 0 });
    expect(promptOf(s, 0)).toBeNull();
    s = act(s, 1, { type: 'cards', cards: [] });
    expect(s.flow).not.toBe('research');
  });

  it('the research phase waits for the payment: it ends once the last payment is made', () => {
    let s = give(atResearch(), 0, { stock: { megacredits: 3, heat: 3 } });
    s = act(s, 1, { type: 'cards', cards: [] });
    s = act(s, 0, { type: 'cards', cards: s.players[0].offered.slice(0, 1) });
    expect(s.flow).toBe('research');
    s = act(s, 0, pay({ heat: 3 }));
    expect(s.players[0].stock).toMatchObject({ megacredits: 3, heat: 0 });
    expect(s.flow).not.toBe('research');
  });

  it('after the draft: 5 M€ + 7 heat buy all 4 drafted cards (12 M€)', () => {
    let s = give(atResearch({ draft: true }), 0, { stock: { megacredits: 6, heat: 7 } });
    expect(s.players[0].offered).toHaveLength(4);
    s = act(s, 0, { type: 'cards', cards: [...s.players[0].offered] });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'payment', cost: 12 });
    s = act(s, 0, pay({ megacredits: 5, heat: 7 }));
    expect(s.players[0].stock).toMatchObject({ megacredits: 1, heat: 0 });
    expect(s.players[0].offered).toEqual([]);
  });

  it('without Helion heat does not buy cards: 1 M€ and 5 heat cannot buy 2', () => {
    let s = startedGame();
    for (const seat of [0, 1]) s = act(s, seat, { type: 'pass' });
    s = give(s, 1, { stock: { megacredits: 1, heat: 5 } });
    const result = applyMove(s, 1, { type: 'cards', cards: s.players[1].offered.slice(0, 2) });
    expect(result).toMatchObject({ ok: false, error: { key: 'tmError.buy.cannotAfford', params: { count: 2, cost: 6, megacredits: 1 } } });
    expect(legalMoves(s, 1).every((m) => m.type === 'cards' && m.cards.length === 0)).toBe(true);
  });
});

describe('Helion chooses the split for standard projects, milestones and awards', () => {
  it('the Power Plant project (11 M€) with 10 M€ and 4 heat: pays 7 M€ + 4 heat when the player says so', () => {
    let s = turnTo(give(withCorporation(startedGame(), 0, HELION), 0, { stock: { megacredits: 10, heat: 4 } }), 0);
    const energy = s.players[0].production.energy;
    s = act(s, 0, { type: 'standardProject', project: 'Power Plant' });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'payment', cost: 11, heatUsable: true });
    s = act(s, 0, pay({ megacredits: 7, heat: 4 }));
    expect(s.players[0].stock).toMatchObject({ megacredits: 3, heat: 0 });
    expect(s.players[0].production.energy).toBe(energy + 1);
  });

  it('funding an award (8 M€) with 20 M€ and 3 heat: 5 M€ + 3 heat', () => {
    let s = turnTo(give(withCorporation(startedGame(), 0, HELION), 0, { stock: { megacredits: 20, heat: 3 } }), 0);
    s = act(s, 0, { type: 'fundAward', award: 'Landlord' });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'payment', cost: 8 });
    s = act(s, 0, pay({ megacredits: 5, heat: 3 }));
    expect(s.players[0].stock).toMatchObject({ megacredits: 15, heat: 0 });
    expect(s.fundedAwards).toEqual([{ name: 'Landlord', seat: 0 }]);
  });

  it('with 0 heat nothing is asked: the Power Plant takes 11 of 20 M€ at once', () => {
    let s = turnTo(give(withCorporation(startedGame(), 0, HELION), 0, { stock: { megacredits: 20, heat: 0 } }), 0);
    s = act(s, 0, { type: 'standardProject', project: 'Power Plant' });
    expect(s.players[0].stock.megacredits).toBe(9);
    expect(promptOf(s, 0)?.kind).not.toBe('payment');
  });
});

describe('Helion buys Cornucopia production modules with heat', () => {
  it('the Production Module project (8 M€) with 5 M€ and 5 heat: 3 M€ + 5 heat, then the module is chosen', () => {
    let s = withFactory(setMarket(withCorporation(cornucopiaGame(), 0, HELION), ['Aerogel']), 0, 'hydroponicum');
    s = turnTo(give(s, 0, { stock: { megacredits: 5, heat: 5 } }), 0);
    s = act(s, 0, { type: 'standardProject', project: 'Production Module' });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'payment', cost: 8, heatUsable: true });
    s = act(s, 0, pay({ megacredits: 3, heat: 5 }));
    expect(s.players[0].stock).toMatchObject({ megacredits: 2, heat: 0 });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'cards', cards: [byName('Aerogel')] });
  });
});
