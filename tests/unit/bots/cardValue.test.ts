// Card prices the greedy bot buys and picks by: the solo-specific readings.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/engine/tm';
import { cardValue } from '../../../src/host/bots/cardValue';
import { outlook } from '../../../src/host/bots/worth';
import type { NewGameSetup } from '../../../src/shared/protocol';

function newGame(players: number): ReturnType<typeof createGame> {
  const setup = {
    seed: 'card-value',
    options: { corporateEra: true, draft: false, solo: players === 1 },
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i}`, color: (['red', 'blue'] as const)[i], kind: 'bot', beginner: false })),
  } as NewGameSetup;
  return createGame(setup);
}

const MASS_CONVERTER = '094'; // needs 5 science tags
const TERACTOR = 'R30'; // 60 M€ and a discount on Earth cards
const CREDICOR = 'R08';

describe('card value', () => {
  it('prices a card whose tag requirement is unmet far lower in solo, where few cards get played', () => {
    const solo = newGame(1);
    const duel = newGame(2);
    const soloValue = cardValue(solo, 0, MASS_CONVERTER, outlook(solo));
    const duelValue = cardValue(duel, 0, MASS_CONVERTER, outlook(duel));
    expect(duelValue).toBeGreaterThan(0);
    expect(soloValue).toBeLessThan(duelValue / 2);
  });

  it('counts a corporation’s per-card discount for less in solo than in a multiplayer game', () => {
    const solo = newGame(1);
    const duel = newGame(2);
    const edge = (state: ReturnType<typeof createGame>) => cardValue(state, 0, TERACTOR, outlook(state)) - cardValue(state, 0, CREDICOR, outlook(state));
    expect(edge(solo)).toBeLessThan(edge(duel));
  });
});

describe('card value with idle metal in solo', () => {
  it('prices a building card higher when steel in stock can pay part of it', () => {
    const solo = newGame(1);
    const id = '007'; // Martian Rails: a building card
    const before = cardValue(solo, 0, id, outlook(solo));
    solo.players[0].stock.steel = 5;
    expect(cardValue(solo, 0, id, outlook(solo))).toBeGreaterThan(before);
  });
});

describe('actions that spend a resource', () => {
  it('count in solo only as often as the owner’s production pays for them', () => {
    const solo = newGame(1);
    const oreProcessor = '104'; // action: spend 4 energy for titanium and an oxygen step
    const without = cardValue(solo, 0, oreProcessor, outlook(solo));
    solo.players[0].production.energy = 4;
    const withEnergy = cardValue(solo, 0, oreProcessor, outlook(solo));
    expect(withEnergy).toBeGreaterThan(without + 50);
  });
});

describe('cards that lower a production', () => {
  it('are priced low in solo until the owner has that production to lower', () => {
    const solo = newGame(1);
    const stripMine = '138'; // -2 energy production among its effects
    const without = cardValue(solo, 0, stripMine, outlook(solo));
    solo.players[0].production.energy = 2;
    expect(cardValue(solo, 0, stripMine, outlook(solo))).toBeGreaterThan(without * 2);
  });
});

describe('actions competing for the same production', () => {
  it('share it: a second energy-eating action is worth less when the first already uses the energy', () => {
    const solo = newGame(1);
    solo.players[0].production.energy = 4;
    const ironworks = '101';
    const alone = cardValue(solo, 0, ironworks, outlook(solo));
    solo.players[0].played.push({ id: '103', resources: 0, actionUsed: false }); // Steelworks: also spends 4 energy
    expect(cardValue(solo, 0, ironworks, outlook(solo))).toBeLessThan(alone - 20);
  });
});
