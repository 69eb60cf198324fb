// Issue #14: cards and rules that used to play differently from the printed card or rulebook, and the
// two readings we settled (docs/engine.md, "Rules we had to read"). Each test states the numbers before
// and after.
import { describe, expect, it } from 'vitest';
import type { CardId, Payment, Seat } from '../../../src/shared/tm/basics';
import type { Move } from '../../../src/shared/tm/prompt';
import type { TmState } from '../../../src/engine/tm';
import { legalMoves } from '../../../src/engine/tm/legal';
import { cardPaymentRules } from '../../../src/engine/tm/payment';
import { coloniesGame, tile } from '../colonies/coloniesKit';
import { act, actionUsable, answerAll, give, params, playNow, promptOf, resourcesOn, setResources, startedGame, turnTo, useNow, whyNot, withCorporation } from './cardKit';
import { englishOptions } from '../support/tmPromptWords';

const HELION = 'R18';
const STORMCRAFT = 'R29';
const pay = (parts: Partial<Payment>): Move => ({ type: 'payment', payment: { megacredits: 0, steel: 0, titanium: 0, heat: 0, ...parts } });
const option = (index: number): Move => ({ type: 'option', index });

const costFor = (s: TmState, seat: Seat, card: CardId) => cardPaymentRules(give(structuredClone(s), seat, { hand: [card] }), seat, card).cost;

describe('1. Helion pays every M€ cost with heat', () => {
  it('trades for 7 M€ + 2 heat (the 9 M€ fee): the only split, paid at once', () => {
    let s = withCorporation(coloniesGame(), 0, HELION);
    s = give(s, 0, { stock: { megacredits: 7, heat: 2 } });
    expect(legalMoves(turnTo(s, 0), 0)).toContainEqual({ type: 'trade', pay: 'megacredits' });
    s = act(turnTo(s, 0), 0, { type: 'trade', pay: 'megacredits' });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'colony' });
    expect(s.players[0].stock).toMatchObject({ megacredits: 0, heat: 0 });
    s = answerAll(act(s, 0, { type: 'colony', tile: 'Luna' }), 0);
    expect(tile(s, 'Luna').fleet).toBe(0);
  });

  it('asks the split when there is a choice (8 M€ + 2 heat for 9), refuses one that does not cover the fee and changes nothing', () => {
    let s = withCorporation(coloniesGame(), 0, HELION);
    s = act(turnTo(give(s, 0, { stock: { megacredits: 8, heat: 2 } }), 0), 0, { type: 'trade', pay: 'megacredits' });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'payment', cost: 9, heatUsable: true });
    expect(() => act(s, 0, pay({ megacredits: 7, heat: 1 }))).toThrow(/does not cover/);
    expect(s.players[0].stock).toMatchObject({ megacredits: 8, heat: 2 });
    s = act(s, 0, pay({ megacredits: 7, heat: 2 }));
    expect(s.players[0].stock).toMatchObject({ megacredits: 1, heat: 0 });
  });

  it('pays a card action that costs M€ with heat: Industrial Center, 7 M€ -> +1 steel production', () => {
    let s = withCorporation(startedGame(), 0, HELION);
    s = give(s, 0, { cardsInPlay: ['123'], stock: { megacredits: 3, heat: 4 } });
    expect(actionUsable(s, 0, '123')).toBe(true);
    const steel = s.players[0].production.steel;
    s = useNow(s, 0, '123'); // 3 M€ + 4 heat is the only split: paid at once
    expect(s.players[0].stock).toMatchObject({ megacredits: 0, heat: 0 });
    expect(s.players[0].production.steel).toBe(steel + 1);
  });

  it('without Helion, heat does not pay for the action', () => {
    const s = give(startedGame(), 0, { cardsInPlay: ['123'], stock: { megacredits: 3, heat: 4 } });
    expect(actionUsable(s, 0, '123')).toBe(false);
  });
});

describe('2. a per-tag discount counts each tag on the card', () => {
  it('Earth Office: Luna Governor (two Earth tags, 4 M€) costs 0, not 1', () => {
    const s = give(startedGame(), 0, { cardsInPlay: ['105'] });
    expect(costFor(s, 0, 'C20')).toBe(0);
  });

  it('Teractor: Luna Governor costs 0 (4 - 3 - 3, never below 0)', () => {
    const s = withCorporation(startedGame(), 0, 'R30');
    expect(costFor(s, 0, 'C20')).toBe(0);
  });

  it('Mass Converter is printed once per card: 2 M€ off a space card', () => {
    const s = give(startedGame(), 0, { cardsInPlay: ['094'] });
    expect(costFor(s, 0, '040')).toBe(30 - 2); // one space tag
  });
});

describe('3. Immigrant City counts its own city before its -2 M€ production', () => {
  it('is playable at -4 M€ production and ends at -5', () => {
    let s = give(startedGame(), 0, { production: { megacredits: -4, energy: 1 } });
    expect(whyNot(s, 0, '200')).toBeNull();
    s = playNow(s, 0, '200');
    expect(s.players[0].production).toMatchObject({ megacredits: -5, energy: 0 });
  });

  it('with Tharsis Republic it is playable at -5 and ends at -5 (+1 +1 -2)', () => {
    let s = withCorporation(startedGame(), 0, 'R31');
    s = give(s, 0, { production: { megacredits: -5, energy: 1 }, stock: { megacredits: 100 } });
    expect(whyNot(s, 0, '200')).toBeNull();
    s = playNow(s, 0, '200');
    expect(s.players[0].production.megacredits).toBe(-5);
  });

  it('is still refused at -5 M€ production without another city trigger', () => {
    const s = give(startedGame(), 0, { production: { megacredits: -5, energy: 1 } });
    expect(whyNot(s, 0, '200')).toMatch(/cannot be carried out/);
  });
});

describe('4. Local Heat Trapping with Helion: the same heat cannot pay the cost and the effect', () => {
  it('is unplayable with 0 M€ and 5 heat', () => {
    const s = give(withCorporation(startedGame(), 0, HELION), 0, { stock: { megacredits: 0, heat: 5 } });
    expect(whyNot(s, 0, '190')).toMatch(/afford/);
  });

  it('is playable with 0 M€ and 6 heat: 1 heat pays the card, 5 are spent, +4 plants', () => {
    let s = give(withCorporation(startedGame(), 0, HELION), 0, { stock: { megacredits: 0, heat: 6, plants: 0 }, hand: ['190'] });
    s = act(turnTo(s, 0), 0, { type: 'playCard', card: '190', payment: { megacredits: 0, steel: 0, titanium: 0, heat: 1 } });
    s = answerAll(s, 0); // no animal card: the plants are the only choice
    expect(s.players[0].stock).toMatchObject({ heat: 0, plants: 4 });
  });

  it('refuses to pay its cost with heat the effect needs', () => {
    const s = give(withCorporation(startedGame(), 0, HELION), 0, { stock: { megacredits: 1, heat: 5 }, hand: ['190'] });
    expect(() => act(turnTo(s, 0), 0, { type: 'playCard', card: '190', payment: { megacredits: 0, steel: 0, titanium: 0, heat: 1 } })).toThrow(/spends 5 heat/);
  });
});

describe('5. Stormcraft floaters stand in for 2 heat in any heat payment, and the player chooses', () => {
  it('Caretaker Contract: 8 heat paid with 4 floaters keeps the stock heat (Thermalist)', () => {
    let s = withCorporation(coloniesGame(), 0, STORMCRAFT);
    s = setResources(give(s, 0, { cardsInPlay: ['154'], stock: { heat: 8 } }), STORMCRAFT, 4);
    const tr = s.players[0].tr;
    s = act(turnTo(s, 0), 0, { type: 'cardAction', card: '154' });
    const prompt = promptOf(s, 0);
    expect(prompt).toMatchObject({ kind: 'option' });
    expect(englishOptions(prompt)).toEqual([
      'Pay 8 heat', 'Pay 6 heat and 1 floater from Stormcraft Incorporated', 'Pay 4 heat and 2 floaters from Stormcraft Incorporated',
      'Pay 2 heat and 3 floaters from Stormcraft Incorporated', 'Pay 4 floaters from Stormcraft Incorporated',
    ]);
    s = answerAll(s, 0, [option(4)]);
    expect(s.players[0].stock.heat).toBe(8);
    expect(resourcesOn(s, STORMCRAFT)).toBe(0);
    expect(s.players[0].tr).toBe(tr + 1);
  });

  it('Caretaker Contract is usable with floaters only (0 heat, 4 floaters)', () => {
    let s = withCorporation(coloniesGame(), 0, STORMCRAFT);
    s = setResources(give(s, 0, { cardsInPlay: ['154'], stock: { heat: 0 } }), STORMCRAFT, 4);
    expect(actionUsable(s, 0, '154')).toBe(true);
    s = useNow(s, 0, '154');
    expect(resourcesOn(s, STORMCRAFT)).toBe(0);
  });

  it('an odd heat cost is not overpaid with stock heat: Local Heat Trapping (5) with 5 heat and 3 floaters', () => {
    let s = withCorporation(coloniesGame(), 0, STORMCRAFT);
    s = setResources(give(s, 0, { stock: { heat: 5, megacredits: 10 }, hand: ['190'] }), STORMCRAFT, 3);
    s = act(turnTo(s, 0), 0, { type: 'playCard', card: '190', payment: { megacredits: 1, steel: 0, titanium: 0, heat: 0 } });
    expect(englishOptions(promptOf(s, 0))).toEqual([
      'Pay 5 heat', 'Pay 3 heat and 1 floater from Stormcraft Incorporated', 'Pay 1 heat and 2 floaters from Stormcraft Incorporated',
      'Pay 3 floaters from Stormcraft Incorporated',
    ]);
  });
});

describe('6. standard projects are always available (rulebook); at the maximum they do nothing more', () => {
  it('Asteroid at +8 °C: 14 M€ paid, temperature and TR unchanged', () => {
    let s = params(startedGame(), { temperature: 8 });
    const { tr } = s.players[0];
    s = answerAll(act(turnTo(s, 0), 0, { type: 'standardProject', project: 'Asteroid' }), 0);
    expect(s.players[0].stock.megacredits).toBe(100 - 14);
    expect(s.parameters.temperature).toBe(8);
    expect(s.players[0].tr).toBe(tr);
  });

  it('Aquifer with 9 oceans out: 18 M€ paid, no tile, no TR', () => {
    let s = params(startedGame(), { oceans: 9 });
    const { tr } = s.players[0];
    const tileCount = Object.keys(s.tiles).length;
    s = answerAll(act(turnTo(s, 0), 0, { type: 'standardProject', project: 'Aquifer' }), 0);
    expect(s.players[0].stock.megacredits).toBe(100 - 18);
    expect(Object.keys(s.tiles).length).toBe(tileCount);
    expect(s.players[0].tr).toBe(tr);
  });
});

describe('readings of printed cards', () => {
  it('Martian Zoo with no animals: the action may be used and gives 0 M€', () => {
    let s = give(startedGame({ colonies: true }), 0, { cardsInPlay: ['C24'] });
    expect(actionUsable(s, 0, 'C24')).toBe(true);
    const mc = s.players[0].stock.megacredits;
    s = useNow(s, 0, 'C24');
    expect(s.players[0].stock.megacredits).toBe(mc);
    s = setResources(s, 'C24', 3);
    s.players[0].played.find((c) => c.id === 'C24')!.actionUsed = false;
    s = useNow(s, 0, 'C24');
    expect(s.players[0].stock.megacredits).toBe(mc + 3);
  });

  it('Business Contacts with 3 cards left in deck and discard: look at those 3, keep 2, discard 1', () => {
    let s = startedGame();
    s.deck = ['001', '002'];
    s.discard = ['003'];
    s = give(s, 0, { hand: ['111'] });
    s = act(turnTo(s, 0), 0, { type: 'playCard', card: '111', payment: { megacredits: 7, steel: 0, titanium: 0, heat: 0 } });
    const prompt = promptOf(s, 0) as Extract<ReturnType<typeof promptOf>, { kind: 'cards' }>;
    expect(prompt.cards.sort()).toEqual(['001', '002', '003']);
    expect(prompt).toMatchObject({ min: 2, max: 2 });
    s = act(s, 0, { type: 'cards', cards: ['001', '003'] });
    expect(s.players[0].hand.sort()).toEqual(['001', '003']);
    expect(s.discard).toEqual(['002']);
    expect(s.deck).toEqual([]);
  });

  it('Business Contacts with 1 card left keeps that one card; with none it cannot be played', () => {
    let s = startedGame();
    s.deck = ['001'];
    s.discard = [];
    s = playNow(give(s, 0, {}), 0, '111', [{ type: 'cards', cards: ['001'] }]);
    expect(s.players[0].hand).toEqual(['001']);
    const empty = startedGame();
    empty.deck = [];
    empty.discard = [];
    expect(whyNot(empty, 0, '111')).toMatch(/cannot be carried out/);
  });
});
