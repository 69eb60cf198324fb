// Cards that put resources on other cards, and victory points at scoring: fixed (also negative and on
// events), per resource, per tag, per city in play.
import { describe, expect, it } from 'vitest';
import type { Move } from '../../../src/shared/tm/prompt';
import { scoreLines } from '../../../src/engine/tm';
import { PROJECT_CARDS } from '../../../src/engine/tm/cards/projects';
import { cardVp, give, params, playNow, resourcesOn, setResources, startedGame, tiles, whyNot } from './cardKit';

const option = (index: number): Move => ({ type: 'option', index });
const cardsPick = (id: string): Move => ({ type: 'cards', cards: [id] });

describe('resources put on your cards', () => {
  it('Eos Chasma National Park: an animal on your animal card, 3 plants, +2 M€ production, 1 VP', () => {
    let s = give(params(startedGame(), { temperature: -12 }), 0, { cardsInPlay: ['054'] });
    s = playNow(s, 0, '026');
    expect(resourcesOn(s, '054')).toBe(1);
    expect(s.players[0].stock.plants).toBe(3);
    expect(s.players[0].production.megacredits).toBe(2);
    expect(cardVp(s, 0)).toBe(1);
  });

  it('Eos Chasma National Park: playable without an animal card (the animal is lost)', () => {
    const s = playNow(params(startedGame(), { temperature: -12 }), 0, '026');
    expect(s.players[0].stock.plants).toBe(3);
  });

  it('with two matching cards, you choose which gets the resources (Imported Nitrogen)', () => {
    let s = give(startedGame(), 0, { cardsInPlay: ['049', '035', '072'] });
    s = playNow(s, 0, '163', [cardsPick('035')]);
    expect(resourcesOn(s, '035')).toBe(3);
    expect(resourcesOn(s, '049')).toBe(0);
    expect(resourcesOn(s, '072')).toBe(2);
    expect(s.players[0].tr).toBe(21);
    expect(s.players[0].stock.plants).toBe(4);
  });

  it('resources never go to an opponent\'s card', () => {
    const s = playNow(give(startedGame(), 1, { cardsInPlay: ['049'] }), 0, '163');
    expect(resourcesOn(s, '049')).toBe(0);
    expect(s.players[0].stock.plants).toBe(4);
  });

  it('Aerobraked Ammonia Asteroid: +3 heat / +1 plant production and 2 microbes on your microbe card', () => {
    const s = playNow(give(startedGame(), 0, { cardsInPlay: ['049'] }), 0, '170');
    expect(s.players[0].production).toMatchObject({ heat: 3, plants: 1 });
    expect(resourcesOn(s, '049')).toBe(2);
  });

  it('Local Heat Trapping: 5 heat, then 4 plants or 2 animals on another card', () => {
    // Without an animal card the plants are the only real option, so no choice is asked.
    let s = playNow(give(startedGame(), 0, { stock: { heat: 6 } }), 0, '190');
    expect(s.players[0].stock).toMatchObject({ heat: 1, plants: 4 });
    s = playNow(give(startedGame(), 0, { stock: { heat: 5 }, cardsInPlay: ['072'] }), 0, '190', [option(1)]);
    expect(s.players[0].stock.heat).toBe(0);
    expect(resourcesOn(s, '072')).toBe(2);
    expect(whyNot(give(startedGame(), 0, { stock: { heat: 4 } }), 0, '190')).toMatch(/cannot be carried out/);
  });
});

describe('victory points at scoring', () => {
  const FIXED = PROJECT_CARDS.filter((c) => typeof c.vp === 'number');
  it.each(FIXED.map((c) => [c.id, c.name, c.vp as number] as const))('%s %s scores %i', (id, _name, vp) => {
    const s = give(startedGame(), 0, { cardsInPlay: [id] });
    expect(cardVp(s, 0)).toBe(vp);
    expect(cardVp(s, 1)).toBe(0);
  });

  it('events keep their VP (Bribed Committee -2, Interstellar Colony Ship 4) after being played', () => {
    let s = playNow(startedGame(), 0, '112');
    expect(cardVp(s, 0)).toBe(-2);
    s = playNow(give(s, 0, { cardsInPlay: ['090', '114', '077', '005'] }), 0, '027');
    expect(cardVp(s, 0)).toBe(-2 + 1 + 2 + 4); // Research 1, Breathing Filters 2
  });

  it('per resource: Small Animals 1 per 2, Decomposers 1 per 3, Tardigrades 1 per 4, Physics Complex 2 each', () => {
    let s = give(startedGame(), 0, { cardsInPlay: ['054', '131', '049', '095'] });
    s = setResources(setResources(setResources(setResources(s, '054', 5), '131', 5), '049', 7), '095', 2);
    expect(cardVp(s, 0)).toBe(2 + 1 + 1 + 4);
  });

  it('per Jovian tag: Io Mining Industries and Ganymede count all your Jovian tags, their own included', () => {
    const s = give(startedGame(), 0, { cardsInPlay: ['092', '081', '057'] });
    expect(cardVp(s, 0)).toBe(3 + 3 + 1);
  });

  it('Immigration Shuttles: 1 VP per 3 cities in play (anyone\'s, off-map included)', () => {
    let s = give(startedGame(), 0, { cardsInPlay: ['198'] });
    s = tiles(s, [['r0c2', 'city', 0], ['r2c4', 'city', 1], ['phobos', 'city', 1], ['r6c2', 'city', 1], ['r8c0', 'city', 1]]);
    expect(cardVp(s, 0)).toBe(1);
    s = tiles(s, [['ganymede', 'city', 0]]);
    expect(cardVp(s, 0)).toBe(2);
  });

  it('card VP are part of the total', () => {
    const s = give(startedGame(), 0, { cardsInPlay: ['001', '097'] });
    const line = scoreLines(s)[0];
    expect(line.cards).toBe(0);
    expect(line.total).toBe(line.tr);
  });
});
