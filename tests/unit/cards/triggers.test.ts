// Lasting effects: discounts (general, per tag, stacking), payment bonuses, and triggers on tags played
// and tiles placed — by yourself and by other players.
import { describe, expect, it } from 'vitest';
import type { CardId, Seat } from '../../../src/shared/tm/basics';
import type { Move } from '../../../src/shared/tm/prompt';
import type { TmState } from '../../../src/engine/tm';
import { cardPaymentRules } from '../../../src/engine/tm/payment';
import { act, answerAll, give, params, playNow, resourcesOn, startedGame, turnTo } from './cardKit';

const space = (id: string): Move => ({ type: 'space', space: id });
const option = (index: number): Move => ({ type: 'option', index });
const costFor = (s: TmState, seat: Seat, card: CardId) => cardPaymentRules(give(structuredClone(s), seat, { hand: [card] }), seat, card).cost;
const mine = (...ids: CardId[]) => give(startedGame(), 0, { cardsInPlay: ids });

function standardProject(s: TmState, seat: Seat, project: 'City' | 'Greenery' | 'Power Plant' | 'Aquifer', answers: Move[] = []): TmState {
  return answerAll(act(turnTo(s, seat), seat, { type: 'standardProject', project }), seat, answers);
}

describe('discounts', () => {
  it.each([
    ['020', 'Research Outpost: 1 M€ off every card', '141', 3, '040', 29],
    ['070', 'Earth Catapult: 2 M€ off every card', '141', 2, '040', 28],
    ['150', 'Anti-Gravity Technology: 2 M€ off every card', '141', 2, '040', 28],
    ['025', 'Space Station: 2 M€ off space cards only', '141', 4, '040', 28],
    ['166', 'Shuttles: 2 M€ off space cards only', '141', 4, '040', 28],
    ['079', 'Quantum Extractor: 2 M€ off space cards only', '141', 4, '040', 28],
    ['094', 'Mass Converter: 2 M€ off space cards only', '141', 4, '040', 28],
    ['105', 'Earth Office: 3 M€ off Earth cards only', '141', 4, '068', 3],
  ] as [CardId, string, CardId, number, CardId, number][])('%s %s', (card, _t, a, costA, b, costB) => {
    const s = mine(card);
    expect(costFor(s, 0, a)).toBe(costA);
    expect(costFor(s, 0, b)).toBe(costB);
    // the discount is really what is paid
    const mc = s.players[0].stock.megacredits;
    const after = playNow(s, 0, b);
    expect(after.players[0].stock.megacredits).toBe(mc - costB);
  });

  it('discounts stack, and a cost never goes below 0', () => {
    expect(costFor(mine('070', '105', '020'), 0, '068')).toBe(0); // 6 - 2 - 3 - 1
    expect(costFor(mine('025', '166', '070'), 0, '040')).toBe(24); // 30 - 2 - 2 - 2
  });

  it('discounts belong to their owner only', () => {
    const s = give(startedGame(), 1, { cardsInPlay: ['070'] });
    expect(costFor(s, 0, '141')).toBe(4);
    expect(costFor(s, 1, '141')).toBe(2);
  });

  it('Advanced Alloys: steel worth 3, titanium worth 4', () => {
    const s = mine('071');
    const rules = cardPaymentRules(give(s, 0, { hand: ['013'] }), 0, '013');
    expect(rules.steelValue).toBe(3);
    expect(rules.titaniumValue).toBe(4);
  });

  it('Advanced Alloys: 7 titanium at 4 M€ each plus 2 M€ pay a 30 M€ card', () => {
    const s = playNow(give(mine('071'), 0, { stock: { titanium: 7, megacredits: 2 } }), 0, '040');
    expect(s.players[0].stock).toMatchObject({ titanium: 0, megacredits: 0 });
  });
});

describe('triggers on cards played', () => {
  it('Optimal Aerobraking: 3 M€ and 3 heat for each space event you play, nothing for others', () => {
    let s = playNow(mine('031'), 0, '009');
    expect(s.players[0].stock.heat).toBe(3);
    expect(s.players[0].stock.megacredits).toBe(100 - 14 + 3);
    s = playNow(mine('031'), 0, '062'); // event without space tag
    expect(s.players[0].stock.heat).toBe(0);
    s = playNow(mine('031'), 0, '040'); // space card, not an event
    expect(s.players[0].stock.heat).toBe(0);
    s = playNow(give(mine('031'), 1, {}), 1, '009'); // an opponent's space event
    expect(s.players[0].stock.heat).toBe(0);
  });

  it('Media Group: 3 M€ after each event you play', () => {
    let s = playNow(mine('109'), 0, '062');
    expect(s.players[0].stock.megacredits).toBe(100 - 5 + 3);
    s = playNow(mine('109'), 0, '141');
    expect(s.players[0].stock.megacredits).toBe(100 - 4);
    s = playNow(mine('109'), 1, '062');
    expect(s.players[0].stock.megacredits).toBe(100);
  });

  it('Decomposers: a microbe for each animal, plant or microbe tag you play, its own included', () => {
    let s = playNow(params(startedGame(), { oxygen: 3 }), 0, '131');
    expect(resourcesOn(s, '131')).toBe(1);
    s = playNow(s, 0, '048'); // plant
    expect(resourcesOn(s, '131')).toBe(2);
    s = playNow(s, 0, '141'); // no matching tag
    expect(resourcesOn(s, '131')).toBe(2);
    s = playNow(give(s, 0, { cardsInPlay: ['052'] }), 0, '135'); // plant + microbe + animal
    expect(resourcesOn(s, '131')).toBe(5);
    s = playNow(s, 1, '155'); // opponent's microbe tag
    expect(resourcesOn(s, '131')).toBe(5);
  });

  it('Ecological Zone: an animal for each animal or plant tag you play', () => {
    let s = mine('128');
    s = playNow(s, 0, '048');
    expect(resourcesOn(s, '128')).toBe(1);
    s = playNow(params(s, { temperature: 2 }), 0, '052'); // animal
    expect(resourcesOn(s, '128')).toBe(2);
  });

  it('Olympus Conference: first science tag adds a resource; later ones may trade it for a card', () => {
    let s = playNow(startedGame(), 0, '185');
    expect(resourcesOn(s, '185')).toBe(1);
    s = playNow(params(s, { oxygen: 7 }), 0, '114', [option(0)]);
    expect(resourcesOn(s, '185')).toBe(2);
    s = playNow(s, 0, '153', [option(1)]);
    expect(resourcesOn(s, '185')).toBe(1);
    expect(s.players[0].hand).toHaveLength(1);
    // The card drawn above may itself be Research, which is then played from the hand.
    const handBefore = s.players[0].hand.filter((c) => c !== '090').length;
    s = playNow(s, 0, '090', [option(1)]); // two science tags: trade the resource, then (empty) add one
    expect(resourcesOn(s, '185')).toBe(1);
    expect(s.players[0].hand).toHaveLength(handBefore + 1 + 2);
  });

  it('Saturn Systems counts Jovian tags played by anyone (see corporations), Standard Technology counts standard projects', () => {
    let s = standardProject(mine('156'), 0, 'Power Plant');
    expect(s.players[0].stock.megacredits).toBe(100 - 11 + 3);
    s = standardProject(mine('156'), 1, 'Power Plant');
    expect(s.players[0].stock.megacredits).toBe(100);
  });
});

describe('triggers on tiles placed', () => {
  it('Arctic Algae: 2 plants whenever anyone places an ocean', () => {
    let s = playNow(startedGame(), 0, '023');
    expect(s.players[0].stock.plants).toBe(1);
    s = playNow(s, 1, '127', [space('r0c4')]);
    expect(s.players[0].stock.plants).toBe(3);
    s = standardProject(s, 0, 'Aquifer', [space('r0c3')]);
    expect(s.players[0].stock.plants).toBe(5 + 0); // r0c3 gives a card, not plants
  });

  it('Arctic Algae keeps working after the temperature passes its maximum (requirements are checked only when played)', () => {
    let s = playNow(startedGame(), 0, '023');
    s = params(s, { temperature: 0 });
    s = playNow(s, 1, '127', [space('r0c4')]);
    expect(s.players[0].stock.plants).toBe(3);
  });

  it('Rover Construction: 2 M€ whenever anyone places a city, off-map included', () => {
    let s = mine('038');
    s = standardProject(s, 1, 'City', [space('r1c2')]);
    expect(s.players[0].stock.megacredits).toBe(102);
    s = playNow(s, 1, '021');
    expect(s.players[0].stock.megacredits).toBe(104);
    s = playNow(s, 0, '081');
    expect(s.players[0].stock.megacredits).toBe(104 - 20 + 2);
  });

  it('Immigrant City: +1 M€ production for each city anyone places', () => {
    let s = playNow(give(startedGame(), 0, { production: { energy: 1 } }), 0, '200', [space('r1c2')]);
    expect(s.players[0].production.megacredits).toBe(-1);
    s = standardProject(s, 1, 'City', [space('r6c2')]);
    expect(s.players[0].production.megacredits).toBe(0);
  });

  it('Herbivores: an animal now and for each greenery you place; an opponent loses 1 plant production', () => {
    let s = give(params(startedGame(), { oxygen: 8 }), 1, { production: { plants: 1 } });
    s = playNow(s, 0, '147');
    expect(resourcesOn(s, '147')).toBe(1);
    expect(s.players[1].production.plants).toBe(0);
    s = standardProject(s, 0, 'Greenery', [space('r1c2')]);
    expect(resourcesOn(s, '147')).toBe(2);
    s = standardProject(s, 1, 'Greenery', [space('r6c2')]);
    expect(resourcesOn(s, '147')).toBe(2);
  });
});
