// The game variants of the rulebook: Corporate Era on or off, the solo game with its neutral opponent,
// the Beginner Corporation. (The draft variant has its own file.)
import { englishLog } from '../support/tmLogWords';
import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../src/shared/tm/basics';
import { createGame, type TmState } from '../../../src/engine/tm';
import { actionChoices } from '../../../src/engine/tm/actions';
import { getCard } from '../../../src/engine/tm/cards/catalogue';
import { settle } from '../../../src/engine/tm/apply';
import { applyCorporation } from '../../../src/engine/tm/phases';
import { clockwiseNeighbours, placeNeutralTiles } from '../../../src/engine/tm/solo';
import { act, give, promptOf, refreshActionPrompt, setupFor, startedGame } from '../support/tmHarness';
import { params, playNow, resourcesOn, useNow, whyNot } from '../cards/cardKit';
import { englishOptions } from '../support/tmPromptWords';

/** A solo game in generation 1's action phase with an empty hand and 100 M€. */
function soloGame(seed = 'solo-seed'): TmState {
  const s = createGame(setupFor(1, seed, { solo: true }));
  expect(s.flow).toBe('action');
  s.discard.push(...s.players[0].hand);
  s.players[0].hand = [];
  s.players[0].stock.megacredits = 100;
  return refreshActionPrompt(s, 0);
}

function passUntil(s: TmState, done: (s: TmState) => boolean): TmState {
  for (let i = 0; i < 200 && !done(s); i++) {
    const prompt = promptOf(s, 0);
    if (!prompt) throw new Error('nothing to answer');
    if (prompt.kind === 'action') s = act(s, 0, { type: 'pass' });
    else if (prompt.kind === 'cards') s = act(s, 0, { type: 'cards', cards: [] });
    else if (prompt.kind === 'option') s = act(s, 0, { type: 'option', index: prompt.options.length - 1 });
    else throw new Error(`unexpected ${prompt.kind} prompt`);
  }
  return s;
}

const tilesOf = (s: TmState, kind: string) => Object.entries(s.tiles).filter(([, t]) => t.kind === kind);

describe('Corporate Era on or off', () => {
  it('off: only base cards and corporations, 1 production of each resource', () => {
    const s = createGame(setupFor(2, 'base-only', { corporateEra: false }));
    const everyCard = [...s.deck, ...s.players.flatMap((p) => p.offered)];
    expect(everyCard.every((id) => getCard(id).set === 'base')).toBe(true);
    expect(s.players.flatMap((p) => p.corporationsOffered).every((id) => getCard(id).set === 'base')).toBe(true);
    for (const p of s.players) for (const r of RESOURCES) expect(p.production[r]).toBe(1);
  });

  it('on: Corporate Era cards are in the deck and nobody gets extra production', () => {
    const s = createGame(setupFor(2, 'with-ce', { corporateEra: true }));
    const everyCard = [...s.deck, ...s.players.flatMap((p) => p.offered)];
    expect(everyCard.filter((id) => getCard(id).set === 'corpera').length).toBeGreaterThan(60);
    for (const p of s.players) for (const r of RESOURCES) expect(p.production[r]).toBe(0);
  });
});

describe('solo set-up', () => {
  it('TR 14, 14 generations, Corporate Era forced on without extra production, no draft', () => {
    const s = createGame(setupFor(1, 'solo-a', { solo: true, corporateEra: false, draft: true }));
    expect(s.options).toMatchObject({ solo: true, corporateEra: true, draft: false });
    expect(s.players[0].tr).toBe(14);
    expect(s.maxGenerations).toBe(14);
    for (const r of RESOURCES) expect(s.players[0].production[r]).toBe(0);
  });

  it('places two neutral cities, each with a neutral greenery next to it, raising nothing', () => {
    const s = createGame(setupFor(1, 'solo-b', { solo: true }));
    const cities = tilesOf(s, 'city');
    const greeneries = tilesOf(s, 'greenery');
    expect(cities).toHaveLength(2);
    expect(greeneries).toHaveLength(2);
    expect([...cities, ...greeneries].every(([, t]) => t.owner === null)).toBe(true);
    expect(s.parameters.oxygen).toBe(0);
    expect(s.players[0].tr).toBe(14);
    expect(s.discard.length).toBeGreaterThanOrEqual(4);
  });

  it('counts the revealed costs: reading order, backwards from the bottom right, then clockwise around each city', () => {
    const s = startedGame({ players: 1 });
    s.tiles = {};
    // Land Claim, Sabotage and CEO's Favorite Project cost 1; Invention Contest costs 2.
    s.deck = ['066', '121', '149', '192', ...s.deck.filter((id) => !['066', '121', '149', '192'].includes(id))];
    placeNeutralTiles(s);
    expect(s.tiles).toEqual({
      r0c0: { kind: 'city', owner: null }, // first land space (r0c1 is an ocean space)
      r8c3: { kind: 'city', owner: null }, // the bottom-right space r8c4 is reserved for an ocean
      r1c1: { kind: 'greenery', owner: null }, // clockwise from top left around r0c0: r0c1 is ocean, then r1c1
      r7c4: { kind: 'greenery', owner: null }, // around r8c3: r7c3, then r7c4
    });
    expect(s.discard.slice(-4)).toEqual(['066', '121', '149', '192']);
  });

  it('walks neighbours clockwise from the top-left one', () => {
    expect(clockwiseNeighbours('r3c3')).toEqual(['r2c2', 'r2c3', 'r3c4', 'r4c4', 'r4c3', 'r3c2']);
    expect(clockwiseNeighbours('r5c3')).toEqual(['r4c3', 'r4c4', 'r5c4', 'r6c3', 'r6c2', 'r5c2']);
  });

  it('Tharsis Republic counts the neutral cities already on Mars', () => {
    const s = soloGame('solo-tharsis');
    s.players[0].production = { megacredits: 0, steel: 0, titanium: 0, plants: 0, energy: 0, heat: 0 };
    applyCorporation(s, 0, 'R31');
    s.pending = {};
    s.queue.push(...(getCard('R31').onPlay ?? []).map((effect) => ({ seat: 0, source: 'R31', effect })));
    settle(s);
    expect(s.players[0].production.megacredits).toBe(2);
  });
});

describe('the neutral opponent', () => {
  it('takes production losses, so attacking cards are playable and cost you nothing', () => {
    // Biomass Combustors: a player loses 1 plant production. Playable even though nobody real has any.
    expect(whyNot(params(soloGame(), { oxygen: 6 }), 0, '183')).toBeNull();
    const s = playNow(give(params(soloGame(), { oxygen: 6 }), 0, { production: { plants: 1 } }), 0, '183');
    expect(s.players[0].production).toMatchObject({ plants: 1, energy: 2 });
  });

  it('can be stolen from in full', () => {
    const s = playNow(soloGame(), 0, '124', [{ type: 'option', index: 1 }, { type: 'option', index: 0 }]);
    expect(s.players[0].stock.megacredits).toBe(100 - 1 + 3);
  });

  it('Predators can feed on the neutral opponent\'s animals', () => {
    const s = useNow(give(soloGame(), 0, { cardsInPlay: ['024'] }), 0, '024', [{ type: 'option', index: 0 }]);
    expect(promptOf(s, 0)?.kind).toBe('action');
    expect(resourcesOn(s, '024')).toBe(1);
  });

  it('there are no milestones or awards to claim or fund', () => {
    const solo = give(soloGame(), 0, { tr: 35 });
    expect(actionChoices(solo, 0).map((c) => c.type)).not.toContain('claimMilestone');
    expect(actionChoices(solo, 0).map((c) => c.type)).not.toContain('fundAward');
    const duo = give(startedGame(), 0, { tr: 35 });
    expect(actionChoices(duo, 0).map((c) => c.type)).toContain('claimMilestone');
  });
});

describe('solo end of game', () => {
  it('terraforming early does not end the game: all 14 generations are played', () => {
    let s = soloGame();
    s.parameters = { temperature: 8, oxygen: 14, oceans: 9 };
    s = passUntil(s, (x) => x.generation === 2 && x.flow === 'action');
    expect(s.finished).toBe(false);
  });

  it('after generation 14 a terraformed Mars is a win; final greeneries raise neither oxygen nor TR', () => {
    let s = soloGame();
    s.generation = 14;
    s.parameters = { temperature: 8, oxygen: 13, oceans: 9 };
    s.players[0].stock.plants = 8;
    const tr = s.players[0].tr;
    s = act(s, 0, { type: 'pass' }); // production gives 0 plants: still 8, enough for one greenery
    expect(promptOf(s, 0)).toMatchObject({ kind: 'option' });
    expect(englishOptions(promptOf(s, 0))).toEqual(['Place a greenery', 'Done']);
    s = act(s, 0, { type: 'option', index: 0 });
    const space = (promptOf(s, 0) as { spaces: string[] }).spaces[0];
    s = act(s, 0, { type: 'space', space });
    expect(s.tiles[space]).toMatchObject({ kind: 'greenery', owner: 0 });
    expect(s.parameters.oxygen).toBe(13);
    expect(s.players[0].tr).toBe(tr);
    expect(s.finished).toBe(true);
    expect(s.log.at(-1)?.message).toEqual({ key: 'tm.log.soloLost' }); // oxygen 13%: Mars was not finished
  });

  it('a fully terraformed Mars at the end of generation 14 wins', () => {
    let s = soloGame();
    s.generation = 14;
    s.parameters = { temperature: 8, oxygen: 14, oceans: 9 };
    s = passUntil(s, (x) => x.finished);
    expect(s.scores?.[0].tr).toBe(s.players[0].tr);
    expect(s.log.at(-1)?.message.key).toBe('tm.log.soloWon');
    expect(englishLog(s.log).at(-1)).toMatch(/wins/);
  });

  it('not terraformed after generation 14 is a loss', () => {
    let s = soloGame();
    s.generation = 14;
    s = passUntil(s, (x) => x.finished);
    expect(englishLog(s.log).at(-1)).toMatch(/not terraformed in time/);
  });
});

describe('the Beginner Corporation', () => {
  it('a beginner skips the corporation choice, starting with 42 M€ and 10 free cards', () => {
    const setup = setupFor(2, 'beginner', { corporateEra: false });
    setup.players[1].beginner = false;
    const s = createGame(setup);
    expect(s.players[0]).toMatchObject({ corporation: 'R00', stock: expect.objectContaining({ megacredits: 42 }) });
    expect(s.players[0].hand).toHaveLength(10);
    expect(promptOf(s, 0)).toBeNull();
    expect(promptOf(s, 1)?.kind).toBe('opening');
    expect(s.players[0].production.megacredits).toBe(1); // base game production still applies
  });
});
