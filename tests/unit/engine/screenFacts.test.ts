// The facts the game screen shows that the engine owns: standard projects with why not, hand prices after
// discounts, milestone and award prices and points, a space prompt's neighbourhoods, and which cards have actions.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/engine/tm';
import { act, give, promptOf, startedGame, tiles, turnTo, withCorporation } from '../cards/cardKit';
import { setParameter } from '../support/tmHarness';
import { neighbours } from '../../../src/engine/tm/board';

const THORGATE = 'R13';
const TECTONIC_STRESS_POWER = '145';
const CORPORATE_STRONGHOLD = '182';
const VIRAL_ENHANCERS = '074';

describe('standard projects in the view', () => {
  it('lists every base project in the rulebook order, the unusable ones with their reason', () => {
    const state = give(turnTo(startedGame(), 0), 0, { stock: { megacredits: 15 } });
    const view = viewFor(state, 0);
    expect(view.standardProjects.map((p) => p.name)).toEqual(['Sell Patents', 'Power Plant', 'Asteroid', 'Aquifer', 'Greenery', 'City']);
    const byName = Object.fromEntries(view.standardProjects.map((p) => [p.name, p]));
    expect(byName['Sell Patents'].blocked).toEqual({ key: 'noCardsInHand' });
    expect(byName['Power Plant'].blocked).toBeNull();
    expect(byName['Asteroid'].blocked).toBeNull();
    expect(byName['Aquifer'].blocked).toEqual({ key: 'needsMegacredits', cost: 18 });
    expect(byName['City']).toMatchObject({ printedCost: 25, cost: 25, blocked: { key: 'needsMegacredits', cost: 25 } });
    // The prompt still offers only the usable ones: the view adds the rest, it does not change the moves.
    const prompt = promptOf(state, 0);
    const offered = prompt?.kind === 'action' ? prompt.choices.find((c) => c.type === 'standardProject') : undefined;
    expect(offered && offered.type === 'standardProject' ? offered.projects.map((p) => p.name) : []).toEqual(['Power Plant', 'Asteroid']);
  });

  it('adds Build Colony after City with Colonies, says when no space is left, and notes a full ocean track', () => {
    let state = turnTo(startedGame({ colonies: true }), 0);
    expect(viewFor(state, 0).standardProjects.map((p) => p.name)).toEqual(['Sell Patents', 'Power Plant', 'Asteroid', 'Aquifer', 'Greenery', 'City', 'Build Colony']);
    state = setParameter(state, 'oceans', 9);
    const aquifer = viewFor(state, 0).standardProjects.find((p) => p.name === 'Aquifer');
    expect(aquifer).toMatchObject({ blocked: null, note: { key: 'oceansAllPlaced' } });
    // A board with every land space taken leaves no room for a city.
    const land = viewFor(state, 0).spaces.filter((s) => s.type === 'land' && !s.tile).map((s) => s.id);
    state = tiles(state, land.map((id) => [id, 'greenery', 1] as [string, 'greenery', number]));
    const city = viewFor(state, 0).standardProjects.find((p) => p.name === 'City');
    expect(city?.blocked).toEqual({ key: 'noSpaceFor', tile: 'city' });
  });

  it('prices ThorGate\'s Power Plant after its discount; a spectator gets no projects', () => {
    const state = withCorporation(turnTo(startedGame(), 0), 0, THORGATE);
    expect(viewFor(state, 0).standardProjects.find((p) => p.name === 'Power Plant')).toMatchObject({ printedCost: 11, cost: 8 });
    expect(viewFor(state, null).standardProjects).toEqual([]);
  });
});

describe('hand prices in the view', () => {
  it('shows the viewer the discounted price of every hand card, playable or not, and nobody else', () => {
    let state = withCorporation(turnTo(startedGame(), 0), 0, THORGATE);
    state = give(state, 0, { hand: [TECTONIC_STRESS_POWER, CORPORATE_STRONGHOLD], stock: { megacredits: 0 } });
    const own = viewFor(state, 0).players[0];
    expect(own.handPrices).toEqual({ [TECTONIC_STRESS_POWER]: 15, [CORPORATE_STRONGHOLD]: 11 });
    expect(viewFor(state, 1).players[0].handPrices).toBeUndefined();
  });
});

describe('milestone and award terms in the view', () => {
  it('gives the claim cost, the funding costs by how many are funded, and the points', () => {
    let state = give(turnTo(startedGame({ players: 3 }), 0), 0, { stock: { megacredits: 100 } });
    const before = viewFor(state, 0);
    expect(before.milestoneTerms).toEqual({ cost: 8, vp: 5, maxClaimed: 3, claimed: 0, inPlay: true });
    expect(before.awardTerms).toEqual({ costs: [8, 14, 20], nextCost: 8, vp: { first: 5, second: 2 }, secondPlaceScores: true, inPlay: true });
    state = act(state, 0, { type: 'fundAward', award: 'Banker' });
    expect(viewFor(state, 0).awardTerms.nextCost).toBe(14);
    expect(viewFor(startedGame({ players: 2 }), 0).awardTerms.secondPlaceScores).toBe(false);
  });
});

describe('space choices in the view', () => {
  it('tells each offered space its neighbouring tiles and the M€ its neighbouring oceans pay', () => {
    let state = turnTo(startedGame(), 0);
    state = act(state, 0, { type: 'standardProject', project: 'Greenery' });
    const prompt = promptOf(state, 0);
    if (prompt?.kind !== 'space') throw new Error('expected a space prompt');
    const target = prompt.spaces.find((id) => neighbours(id).length >= 3)!;
    const view0 = viewFor(state, 0);
    expect(view0.spaceChoices?.map((c) => c.id)).toEqual(prompt.spaces);
    // Two oceans and one own city next to the first offered space.
    const [a, b, c] = neighbours(target);
    state = tiles(state, [[a, 'ocean', null], [b, 'ocean', null], [c, 'city', 0]]);
    const choice = viewFor(state, 0).spaceChoices?.find((s) => s.id === target);
    expect(choice).toEqual({ id: target, adjacent: { ocean: 2, greenery: 0, city: 1, special: 0 }, ownAdjacent: 1, oceanBonus: 4 });
    expect(viewFor(state, 1).spaceChoices).toBeUndefined();
  });
});

describe('cards with actions', () => {
  it('marks action cards, not effect-only cards like Viral Enhancers', () => {
    const state = give(turnTo(startedGame(), 0), 0, { cardsInPlay: [VIRAL_ENHANCERS, '006'] });
    const view = viewFor(state, 0);
    expect(view.cards[VIRAL_ENHANCERS].hasAction).toBeUndefined();
    expect(view.cards['006'].hasAction).toBe(true);
  });
});
