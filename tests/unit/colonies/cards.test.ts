// One test (at least) per Colonies project card and corporation, asserting its real effect.
import { describe, expect, it } from 'vitest';
import type { TmState } from '../../../src/engine/tm';
import { legalMoves } from '../../../src/engine/tm';
import { getCard } from '../../../src/engine/tm/cards/catalogue';
import { applyCorporation } from '../../../src/engine/tm/phases';
import { enqueueLast } from '../../../src/engine/tm/queue';
import { actionUsable, cardVp, playNow, resourcesOn, setResources, useNow, whyNot, withCorporation } from '../cards/cardKit';
import { refreshActionPrompt } from '../support/tmHarness';
import { act, answerAll, coloniesGame, colonize, give, promptOf, tile, tradeNow, turnTo } from './coloniesKit';

const FLOATERS = 'C03'; // Atmo Collectors holds floaters
const JOVIAN_FLOATERS = 'C43'; // Titan Air-scrapping: a Jovian floater card
const MICROBES = '033'; // Regolith Eaters
const ANIMALS = '052'; // Fish
const colony = (t: string) => ({ type: 'colony' as const, tile: t });


describe('Colonies project cards', () => {
  it('C01 Airliners needs 3 floaters, then +2 M€ production and 2 floaters', () => {
    let s = give(coloniesGame(), 0, { cardsInPlay: [FLOATERS] });
    expect(whyNot(s, 0, 'C01')).toMatch(/3 floaters/);
    s = setResources(s, FLOATERS, 3);
    s = playNow(s, 0, 'C01');
    expect(s.players[0].production.megacredits).toBe(2);
    expect(resourcesOn(s, FLOATERS)).toBe(5);
    expect(cardVp(s, 0)).toBe(1);
  });

  it('C02 Air Raid spends a floater and takes 5 M€ from another player', () => {
    let s = give(coloniesGame(), 0, { cardsInPlay: [FLOATERS] });
    expect(whyNot(s, 0, 'C02')).toMatch(/floater/);
    s = setResources(s, FLOATERS, 2);
    s = playNow(s, 0, 'C02');
    expect(resourcesOn(s, FLOATERS)).toBe(1);
    expect(s.players[0].stock.megacredits).toBe(105);
    expect(s.players[1].stock.megacredits).toBe(95);
  });

  it('C03 Atmo Collectors takes 2 floaters, then trades a floater for titanium', () => {
    let s = playNow(coloniesGame(), 0, 'C03');
    expect(resourcesOn(s, 'C03')).toBe(2);
    s = useNow(s, 0, 'C03', [{ type: 'option', index: 1 }, { type: 'option', index: 0 }]);
    expect(resourcesOn(s, 'C03')).toBe(1);
    expect(s.players[0].stock.titanium).toBe(2);
  });

  it('C04 Community Services counts tagless cards, itself included', () => {
    const s = playNow(give(coloniesGame(), 0, { cardsInPlay: ['C10'] }), 0, 'C04');
    expect(s.players[0].production.megacredits).toBe(3); // Beginner Corporation, Floater Leasing, itself
  });

  it('C05 Conscription makes the next card 16 M€ cheaper', () => {
    let s = give(coloniesGame(), 0, { cardsInPlay: ['C14', 'C20'] });
    s = playNow(s, 0, 'C05');
    s = playNow(s, 0, 'C08');
    expect(s.players[0].stock.megacredits).toBe(100 - 5 - (43 - 16));
    expect(cardVp(s, 0)).toBe(-1 - 1 + 4);
  });

  it('C06 Corona Extractor needs 4 science tags and gives +4 energy production', () => {
    let s = coloniesGame();
    expect(whyNot(s, 0, 'C06')).toMatch(/science/i);
    s = playNow(give(s, 0, { cardsInPlay: ['C07', 'C12', 'C27', 'C34'] }), 0, 'C06');
    expect(s.players[0].production.energy).toBe(4);
  });

  it('C07 Cryo-Sleep lowers the trade fee by 1', () => {
    const s = tradeNow(playNow(coloniesGame(['Callisto']), 0, 'C07'), 0, 'Callisto');
    expect(s.players[0].stock.megacredits).toBe(100 - 10 - 8);
  });

  it('C08 Earth Elevator: +3 titanium production, 4 VP', () => {
    const s = playNow(coloniesGame(), 0, 'C08');
    expect(s.players[0].production.titanium).toBe(3);
    expect(cardVp(s, 0)).toBe(4);
  });

  it('C09 Ecology Research: plants per colony, an animal and 2 microbes elsewhere', () => {
    let s = give(colonize(coloniesGame(), 'Ceres', [0]), 0, { cardsInPlay: [ANIMALS, MICROBES] });
    s = colonize(s, 'Luna', [0]);
    s = playNow(s, 0, 'C09');
    expect(s.players[0].production.plants).toBe(2);
    expect(resourcesOn(s, ANIMALS)).toBe(1);
    expect(resourcesOn(s, MICROBES)).toBe(2);
  });

  it('C10 Floater Leasing: +1 M€ production per 3 floaters', () => {
    const s = playNow(setResources(give(coloniesGame(), 0, { cardsInPlay: [FLOATERS] }), FLOATERS, 7), 0, 'C10');
    expect(s.players[0].production.megacredits).toBe(2);
  });

  it('C11 Floater Prototypes puts 2 floaters on another card', () => {
    const s = playNow(give(coloniesGame(), 0, { cardsInPlay: [FLOATERS] }), 0, 'C11');
    expect(resourcesOn(s, FLOATERS)).toBe(2);
  });

  it('C12 Floater Technology adds a floater to another card, only if there is one', () => {
    let s = playNow(coloniesGame(), 0, 'C12');
    expect(actionUsable(s, 0, 'C12')).toBe(false);
    s = useNow(give(s, 0, { cardsInPlay: [FLOATERS] }), 0, 'C12');
    expect(resourcesOn(s, FLOATERS)).toBe(1);
  });

  it('C13 Galilean Waystation counts every player\'s Jovian tags', () => {
    const s = playNow(give(give(coloniesGame(), 1, { cardsInPlay: ['C43', 'C44'] }), 0, { cardsInPlay: ['C18'] }), 0, 'C13');
    expect(s.players[0].production.megacredits).toBe(3);
  });

  it('C14 Heavy Taxation: +2 M€ production and 4 M€, -1 VP', () => {
    const s = playNow(give(coloniesGame(), 0, { cardsInPlay: ['C20'] }), 0, 'C14');
    expect(s.players[0].production.megacredits).toBe(2);
    expect(s.players[0].stock.megacredits).toBe(100 - 3 + 4);
    expect(cardVp(s, 0)).toBe(-1);
  });

  it('C15 Ice Moon Colony builds a colony and places an ocean', () => {
    const s = playNow(coloniesGame(), 0, 'C15', [colony('Ceres')]);
    expect(tile(s, 'Ceres').colonies).toEqual([0]);
    expect(s.parameters.oceans).toBe(1);
  });

  it('C16 Impactor Swarm: 12 heat and up to 2 plants removed', () => {
    let s = give(give(coloniesGame(), 0, { cardsInPlay: ['C43', 'C44'] }), 1, { stock: { plants: 5 } });
    s = playNow(s, 0, 'C16', [{ type: 'option', index: 0 }]);
    expect(s.players[0].stock.heat).toBe(12);
    expect(s.players[1].stock.plants).toBe(3);
  });

  it('C17 Interplanetary Colony Ship builds a colony; unplayable with no free spot', () => {
    let s = colonize(coloniesGame(['Ceres']), 'Ceres', [0]);
    expect(whyNot(s, 0, 'C17')).toMatch(/colony spot/);
    s = playNow(coloniesGame(['Ceres']), 0, 'C17', [colony('Ceres')]);
    expect(s.players[0].production.steel).toBe(1);
  });

  it('C18 Jovian Lanterns: +1 TR, floaters, and 2 floaters for a titanium', () => {
    let s = give(coloniesGame(), 0, { cardsInPlay: ['C43'], stock: { titanium: 1 } });
    s = playNow(s, 0, 'C18', [{ type: 'cards', cards: ['C18'] }]);
    expect(s.players[0].tr).toBe(21);
    s = useNow(s, 0, 'C18');
    expect(resourcesOn(s, 'C18')).toBe(4);
    expect(s.players[0].stock.titanium).toBe(0);
    expect(cardVp(s, 0)).toBe(2 + 2);
  });

  it('C19 Jupiter Floating Station: floaters on Jovian cards, or up to 4 M€', () => {
    let s = playNow(give(coloniesGame(), 0, { cardsInPlay: ['C07', 'C12', 'C27'] }), 0, 'C19');
    s = useNow(s, 0, 'C19', [{ type: 'option', index: 0 }]);
    expect(resourcesOn(s, 'C19')).toBe(1);
    s = setResources(s, 'C19', 6);
    s.players[0].played.find((c) => c.id === 'C19')!.actionUsed = false;
    s = useNow(s, 0, 'C19', [{ type: 'option', index: 1 }]);
    expect(s.players[0].stock.megacredits).toBe(100 - 9 + 4);
    expect(resourcesOn(s, 'C19')).toBe(6);
  });

  it('C20 Luna Governor needs 3 Earth tags: +2 M€ production', () => {
    expect(whyNot(coloniesGame(), 0, 'C20')).toMatch(/earth/i);
    const s = playNow(give(coloniesGame(), 0, { cardsInPlay: ['C14', 'C22', 'C33'] }), 0, 'C20');
    expect(s.players[0].production.megacredits).toBe(2);
  });

  it('C21 Lunar Exports: choose +5 M€ production', () => {
    const s = playNow(coloniesGame(), 0, 'C21', [{ type: 'option', index: 1 }]);
    expect(s.players[0].production.megacredits).toBe(5);
  });

  it('C22 Lunar Mining: +1 titanium production per 2 Earth tags, its own included', () => {
    const s = playNow(give(coloniesGame(), 0, { cardsInPlay: ['C20'] }), 0, 'C22');
    expect(s.players[0].production.titanium).toBe(1);
  });

  it('C23 Market Manipulation moves one marker up and another down', () => {
    let s = coloniesGame(['Ceres', 'Luna']);
    s = playNow(s, 0, 'C23', [colony('Luna'), colony('Ceres')]);
    expect(tile(s, 'Luna').marker).toBe(2);
    expect(tile(s, 'Ceres').marker).toBe(0);
    expect(whyNot(colonize(coloniesGame(['Ceres', 'Luna']), 'Ceres', [0]), 0, 'C23')).toBeNull();
    expect(whyNot(colonize(colonize(coloniesGame(['Ceres', 'Luna']), 'Ceres', [0]), 'Luna', [1]), 0, 'C23')).toMatch(/markers/);
  });

  it('C24 Martian Zoo collects an animal per Earth tag and pays 1 M€ per animal', () => {
    const s0 = coloniesGame();
    s0.tiles.r4c1 = { kind: 'city', owner: 1 };
    s0.tiles.r4c5 = { kind: 'city', owner: 1 };
    let s = playNow(s0, 0, 'C24');
    s = playNow(s, 0, 'C21', [{ type: 'option', index: 0 }]);
    expect(resourcesOn(s, 'C24')).toBe(1);
    s = useNow(s, 0, 'C24');
    expect(s.players[0].stock.megacredits).toBe(100 - 12 - 19 + 1);
  });

  it('C25 Mining Colony: +1 titanium production and a colony', () => {
    const s = playNow(coloniesGame(), 0, 'C25', [colony('Triton')]);
    expect(s.players[0].production.titanium).toBe(1);
    expect(s.players[0].stock.titanium).toBe(3);
  });

  it('C26 Minority Refuge: a colony, then -2 M€ production; at -4 only Luna', () => {
    let s = playNow(coloniesGame(), 0, 'C26', [colony('Ceres')]);
    expect(s.players[0].production.megacredits).toBe(-2);
    s = give(coloniesGame(), 0, { production: { megacredits: -4 }, hand: ['C26'] });
    s = act(turnTo(s, 0), 0, { type: 'playCard', card: 'C26', payment: { megacredits: 5, steel: 0, titanium: 0, heat: 0 } });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'colony', tiles: ['Luna'] });
    s = answerAll(act(s, 0, colony('Luna')), 0);
    expect(s.players[0].production.megacredits).toBe(-4);
  });

  it('C27 Molecular Printing: 1 M€ per city and per colony', () => {
    let s = colonize(colonize(coloniesGame(), 'Ceres', [0, 1]), 'Luna', [1]);
    s.tiles.r4c1 = { kind: 'city', owner: 1 };
    s = playNow(s, 0, 'C27');
    expect(s.players[0].stock.megacredits).toBe(100 - 11 + 4);
  });

  it('C28 Nitrogen from Titan: +2 TR and 2 floaters on a Jovian card', () => {
    const s = playNow(give(coloniesGame(), 0, { cardsInPlay: [JOVIAN_FLOATERS, FLOATERS] }), 0, 'C28');
    expect(s.players[0].tr).toBe(22);
    expect(resourcesOn(s, JOVIAN_FLOATERS)).toBe(2);
    expect(resourcesOn(s, FLOATERS)).toBe(0);
  });

  it('C29 Pioneer Settlement: only with at most 1 colony; colony and -2 M€ production, 2 VP', () => {
    expect(whyNot(colonize(colonize(coloniesGame(), 'Ceres', [0]), 'Luna', [0]), 0, 'C29')).toMatch(/at most 1 colony/);
    const s = playNow(coloniesGame(), 0, 'C29', [colony('Luna')]);
    expect(s.players[0].production.megacredits).toBe(0);
    expect(cardVp(s, 0)).toBe(2);
  });

  it('C30 Productive Outpost collects every own colony bonus', () => {
    const s = playNow(colonize(colonize(coloniesGame(), 'Ceres', [0]), 'Callisto', [0, 1]), 0, 'C30');
    expect(s.players[0].stock.steel).toBe(2);
    expect(s.players[0].stock.energy).toBe(3);
    expect(s.players[1].stock.energy).toBe(0);
  });

  it('C31 Quantum Communications: +1 M€ production per colony in play', () => {
    const s = playNow(colonize(give(coloniesGame(), 0, { cardsInPlay: ['C07', 'C12', 'C27', 'C34'] }), 'Ceres', [0, 1]), 0, 'C31');
    expect(s.players[0].production.megacredits).toBe(2);
  });

  it('C32 Red Spot Observatory draws 2, then a floater buys a card', () => {
    let s = playNow(give(coloniesGame(), 0, { cardsInPlay: ['C07', 'C12', 'C27'] }), 0, 'C32');
    expect(s.players[0].hand).toHaveLength(2);
    s = setResources(s, 'C32', 1);
    s = useNow(s, 0, 'C32', [{ type: 'option', index: 1 }]);
    expect(s.players[0].hand).toHaveLength(3);
    expect(resourcesOn(s, 'C32')).toBe(0);
  });

  it('C33 Refugee Camps: -1 M€ production for a camp worth 1 VP', () => {
    let s = playNow(coloniesGame(), 0, 'C33');
    s = useNow(s, 0, 'C33');
    expect(s.players[0].production.megacredits).toBe(-1);
    expect(cardVp(s, 0)).toBe(1);
  });

  it('C34 Research Colony may join your own colony, and draws 2', () => {
    const s = playNow(colonize(coloniesGame(['Ceres']), 'Ceres', [0]), 0, 'C34', [colony('Ceres')]);
    expect(tile(s, 'Ceres').colonies).toEqual([0, 0]);
    expect(s.players[0].hand).toHaveLength(2);
  });

  it('C35 Rim Freighters lowers the energy fee to 2', () => {
    const s = tradeNow(playNow(give(coloniesGame(['Ceres']), 0, { stock: { energy: 2 } }), 0, 'C35'), 0, 'Ceres', 'energy');
    expect(s.players[0].stock.energy).toBe(0);
    expect(s.players[0].stock.steel).toBe(2);
  });

  it('C36 Sky Docks: a second fleet and cards 1 M€ cheaper', () => {
    let s = playNow(give(coloniesGame(['Ceres', 'Luna']), 0, { cardsInPlay: ['C14', 'C20'] }), 0, 'C36');
    expect(s.colonies!.fleets[0]).toBe(2);
    s = tradeNow(s, 0, 'Ceres');
    s = tradeNow(s, 0, 'Luna');
    expect(s.stats.trades).toBe(2);
    s = playNow(s, 0, 'C38');
    expect(s.players[0].stock.megacredits).toBe(100 - 18 - 9 - 9 + 2 - 22);
  });

  it('C37 Solar Probe draws a card per 3 science tags, its own counted', () => {
    const s = playNow(give(coloniesGame(), 0, { cardsInPlay: ['C07', 'C12'] }), 0, 'C37');
    expect(s.players[0].hand).toHaveLength(1);
  });

  it('C38 Solar Reflectors: +5 heat production', () => {
    expect(playNow(coloniesGame(), 0, 'C38').players[0].production.heat).toBe(5);
  });

  it('C39 Space Port needs a colony: city, +4 M€ and -1 energy production, a fleet', () => {
    expect(whyNot(give(coloniesGame(), 0, { production: { energy: 1 } }), 0, 'C39')).toMatch(/colony/);
    const s = playNow(colonize(give(coloniesGame(), 0, { production: { energy: 1 } }), 'Ceres', [0]), 0, 'C39');
    expect(s.players[0].production).toMatchObject({ energy: 0, megacredits: 4 });
    expect(Object.values(s.tiles).filter((t) => t.kind === 'city' && t.owner === 0)).toHaveLength(1);
    expect(s.colonies!.fleets[0]).toBe(2);
  });

  it('C40 Space Port Colony: a colony next to your own, a fleet, 1 VP per 2 colonies', () => {
    const s = playNow(colonize(colonize(coloniesGame(['Ceres', 'Luna']), 'Ceres', [0]), 'Luna', [1, 1]), 0, 'C40', [colony('Ceres')]);
    expect(tile(s, 'Ceres').colonies).toEqual([0, 0]);
    expect(s.colonies!.fleets[0]).toBe(2);
    expect(cardVp(s, 0)).toBe(2);
  });

  it('C41 Spin-off Department draws when a 20+ M€ card is played', () => {
    let s = playNow(coloniesGame(), 0, 'C41');
    expect(s.players[0].production.megacredits).toBe(2);
    s = playNow(s, 0, 'C38');
    expect(s.players[0].hand).toHaveLength(1);
    s = playNow(s, 0, 'C10');
    expect(s.players[0].hand).toHaveLength(1);
  });

  it('C42 Sub-zero Salt Fish: someone loses plant production; adds animals', () => {
    let s = give(coloniesGame(), 1, { production: { plants: 2 } });
    expect(whyNot(s, 0, 'C42')).toMatch(/temperature/);
    s.parameters.temperature = -6;
    s = playNow(s, 0, 'C42'); // only seat 1 has plant production, so it is the one to lose it
    expect(s.players[1].production.plants).toBe(1);
    s = useNow(s, 0, 'C42');
    expect(resourcesOn(s, 'C42')).toBe(1);
  });

  it('C43 Titan Air-scrapping: titanium for floaters, floaters for TR', () => {
    let s = playNow(give(coloniesGame(), 0, { stock: { titanium: 1 } }), 0, 'C43');
    s = useNow(s, 0, 'C43'); // no floaters yet: only the titanium action is offered
    expect(resourcesOn(s, 'C43')).toBe(2);
    s.players[0].played.find((c) => c.id === 'C43')!.actionUsed = false;
    s = useNow(s, 0, 'C43');
    expect(s.players[0].tr).toBe(21);
    expect(resourcesOn(s, 'C43')).toBe(0);
  });

  it('C44 Titan Floating Launch-pad spends a floater for a free trade', () => {
    let s = playNow(coloniesGame(['Ceres']), 0, 'C44');
    expect(resourcesOn(s, 'C44')).toBe(2);
    s = act(turnTo(s, 0), 0, { type: 'cardAction', card: 'C44' });
    s = act(s, 0, { type: 'option', index: 1 });
    s = answerAll(act(s, 0, colony('Ceres')), 0);
    expect(s.players[0].stock.megacredits).toBe(100 - 18);
    expect(s.players[0].stock.steel).toBe(2);
    expect(resourcesOn(s, 'C44')).toBe(1);
  });

  it('C45 Titan Shuttles turns floaters into titanium', () => {
    let s = setResources(playNow(coloniesGame(), 0, 'C45'), 'C45', 3);
    s = useNow(s, 0, 'C45', [{ type: 'option', index: 1 }, { type: 'option', index: 2 }]);
    expect(s.players[0].stock.titanium).toBe(3);
    expect(resourcesOn(s, 'C45')).toBe(0);
  });

  it('C46 Trade Envoys lets the trader raise the marker first', () => {
    let s = playNow(coloniesGame(['Luna']), 0, 'C46');
    s = act(turnTo(s, 0), 0, { type: 'trade', pay: 'megacredits' });
    s = act(s, 0, colony('Luna'));
    s = answerAll(act(s, 0, { type: 'option', index: 1 }), 0);
    expect(s.players[0].stock.megacredits).toBe(100 - 6 - 9 + 4);
  });

  it('C47 Trading Colony builds a colony and stacks with Trade Envoys', () => {
    let s = playNow(give(coloniesGame(['Luna', 'Io']), 0, { cardsInPlay: ['C46'] }), 0, 'C47', [colony('Io')]);
    expect(s.players[0].production.heat).toBe(1);
    s = act(turnTo(s, 0), 0, { type: 'trade', pay: 'megacredits' });
    s = act(s, 0, colony('Luna'));
    expect((promptOf(s, 0) as { options: unknown[] }).options).toHaveLength(3);
  });

  it('C48 Urban Decomposers needs a colony and a city: +1 plant production, 2 microbes', () => {
    let s = give(coloniesGame(), 0, { cardsInPlay: [MICROBES] });
    s.tiles.r4c1 = { kind: 'city', owner: 0 };
    expect(whyNot(s, 0, 'C48')).toMatch(/colony/);
    s = playNow(colonize(s, 'Ceres', [0]), 0, 'C48');
    expect(s.players[0].production.plants).toBe(1);
    expect(resourcesOn(s, MICROBES)).toBe(2);
  });

  it('C49 Warp Drive: space cards 4 M€ cheaper, 2 VP', () => {
    const before = give(coloniesGame(), 0, { cardsInPlay: ['C07', 'C12', 'C27', 'C32', 'C34'] });
    let s = playNow(before, 0, 'C49');
    s = playNow(s, 0, 'C38');
    expect(s.players[0].stock.megacredits).toBe(100 - 14 - 19);
    expect(cardVp(s, 0) - cardVp(before, 0)).toBe(2);
  });
});

describe('Colonies corporations', () => {
  it('R02 Poseidon builds a colony first and earns M€ production on every colony', () => {
    let s = withCorporation(coloniesGame(), 0, 'R02');
    s.players[0].firstActionPending = true;
    s = act(s, 0, { type: 'pass' });
    s = act(s, 1, { type: 'pass' });
    // Poseidon's own colony counts, and so does anyone else's.
    expect(s.players[0].production.megacredits).toBe(0);
    let g = withCorporation(coloniesGame(), 0, 'R02');
    g = buildNowAs(g, 1, 'Ceres');
    expect(g.players[0].production.megacredits).toBe(1);
  });

  it('R04 Arklight starts with an animal and gains one per animal or plant tag', () => {
    let s = coloniesGame();
    s.players[0].corporation = null;
    s.players[0].corporationCard = null;
    applyCorporation(s, 0, 'R04');
    enqueueLast(s, 0, 'R04', getCard('R04').onPlay!);
    s = refreshActionPrompt(s, 0);
    s = playNow(s, 0, 'C09');
    // Its own tag, then Ecology Research's plant and animal tags, plus the animal that card hands out.
    expect(resourcesOn(s, 'R04')).toBe(1 + 2 + 1);
    expect(s.players[0].production.megacredits).toBe(2);
  });

  it('R11 Polyphemos pays 5 M€ per card bought', () => {
    const s = withCorporation(coloniesGame(), 0, 'R11');
    expect(s.players[0].production.megacredits).toBe(5);
    expect(s.players[0].stock.titanium).toBe(5);
    const passed = act(act(s, 0, { type: 'pass' }), 1, { type: 'pass' });
    expect(passed.pending[0]?.prompt).toMatchObject({ kind: 'cards', costEach: 5 });
    expect(passed.pending[1]?.prompt).toMatchObject({ kind: 'cards', costEach: 3 });
    // Other ways of buying a card use the same price: Inventors' Guild.
    const guild = useNow(give(s, 0, { cardsInPlay: ['006'] }), 0, '006', [{ type: 'option', index: 0 }]);
    expect(guild.players[0].stock.megacredits).toBe(s.players[0].stock.megacredits - 5);
    expect(guild.players[0].hand).toHaveLength(1);
  });

  it('R20 Aridor brings in a tile and earns M€ production for new tag types', () => {
    let s = withCorporation(coloniesGame(['Ceres']), 0, 'R20');
    s.players[0].firstActionPending = true;
    s = act(act(s, 0, { type: 'pass' }), 1, { type: 'pass' });
    s = act(s, 0, { type: 'cards', cards: [] });
    s = act(s, 1, { type: 'cards', cards: [] });
    // Generation 2: Aridor's first action asks for a tile from the box.
    const first = s.firstPlayer === 0 ? s : act(s, s.activePlayer!, { type: 'pass' });
    expect(promptOf(first, 0)).toMatchObject({ kind: 'colony' });
    const added = (promptOf(first, 0) as { tiles: string[] }).tiles[0];
    const after = act(first, 0, colony(added));
    expect(after.colonies!.tiles.map((t) => t.name)).toContain(added);
    let g = withCorporation(coloniesGame(), 0, 'R20');
    g = playNow(g, 0, 'C09');
    expect(g.players[0].production).toMatchObject({ megacredits: 4 });
    g = playNow(g, 0, 'C07');
    expect(g.players[0].production.megacredits).toBe(4);
  });

  it('R29 Stormcraft collects floaters and spends them as 2 heat each', () => {
    let s = withCorporation(coloniesGame(), 0, 'R29');
    s = useNow(s, 0, 'R29');
    expect(resourcesOn(s, 'R29')).toBe(1);
    s = setResources(give(s, 0, { stock: { heat: 4 } }), 'R29', 3);
    expect(legalMoves(turnTo(s, 0), 0).some((m) => m.type === 'convertHeat')).toBe(true);
    s = answerAll(act(turnTo(s, 0), 0, { type: 'convertHeat' }), 0);
    expect(s.parameters.temperature).toBe(-28);
    expect(s.players[0].stock.heat).toBe(0);
    expect(resourcesOn(s, 'R29')).toBe(1);
  });
});

function buildNowAs(state: TmState, seat: number, name: string): TmState {
  let s = act(turnTo(state, seat), seat, { type: 'standardProject', project: 'Build Colony' });
  s = act(s, seat, colony(name));
  return answerAll(s, seat);
}

