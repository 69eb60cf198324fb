// Red-bordered effects: mandatory production loss on a chosen player (yourself when nobody else
// qualifies), optional removal of plants / card resources from any player, and stealing.
import { describe, expect, it } from 'vitest';
import type { Move } from '../../../src/shared/tm/prompt';
import {
  act, give, params, playNow, playUntilPrompt, promptOf, resourcesOn, setResources, startedGame, whyNot,
} from './cardKit';
import { englishOptions } from '../support/tmPromptWords';

const player = (p: number): Move => ({ type: 'player', player: p });
const option = (index: number): Move => ({ type: 'option', index });

describe('production loss on any player', () => {
  it('lets you choose among the players who can lose it (Cloud Seeding)', () => {
    let s = give(give(params(startedGame(), { oceans: 3 }), 0, { production: { heat: 1 } }), 1, { production: { heat: 2 } });
    s = playUntilPrompt(s, 0, '004');
    const p = promptOf(s, 0);
    expect(p?.kind).toBe('player');
    expect(p?.kind === 'player' && [...p.players].sort()).toEqual([0, 1]);
    s = playNow(give(give(params(startedGame(), { oceans: 3 }), 0, { production: { heat: 1 } }), 1, { production: { heat: 2 } }), 0, '004', [player(1)]);
    expect(s.players[1].production.heat).toBe(1);
    expect(s.players[0].production.heat).toBe(1);
  });

  it('only players who have enough production are offered (Heat Trappers needs 2 heat production)', () => {
    const s = give(give(startedGame(), 0, { production: { heat: 2 } }), 1, { production: { heat: 1 } });
    const after = playNow(s, 0, '178'); // only you qualify: no question asked
    expect(after.players[0].production.heat).toBe(0);
    expect(after.players[1].production.heat).toBe(1);
  });

  it('falls on yourself when nobody else has that production (Fish)', () => {
    const s = playNow(give(params(startedGame(), { temperature: 2 }), 0, { production: { plants: 1 } }), 0, '052');
    expect(s.players[0].production.plants).toBe(0);
  });

  it('makes the card unplayable when nobody at all can lose it', () => {
    expect(whyNot(params(startedGame(), { temperature: 2 }), 0, '052')).toMatch(/cannot be carried out/);
    expect(whyNot(params(startedGame(), { oxygen: 13 }), 0, '072')).toMatch(/cannot be carried out/);
    expect(whyNot(startedGame(), 0, '178')).toMatch(/cannot be carried out/);
    expect(whyNot(params(startedGame(), { oxygen: 6 }), 0, '183')).toMatch(/cannot be carried out/);
  });

  it('Birds: an opponent loses 2 plant production', () => {
    const s = playNow(give(params(startedGame(), { oxygen: 13 }), 1, { production: { plants: 3 } }), 0, '072');
    expect(s.players[1].production.plants).toBe(1);
  });

  it('Small Animals and Biomass Combustors: an opponent loses 1 plant production', () => {
    let s = playNow(give(params(startedGame(), { oxygen: 6 }), 1, { production: { plants: 1 } }), 0, '054');
    expect(s.players[1].production.plants).toBe(0);
    s = playNow(give(params(startedGame(), { oxygen: 6 }), 1, { production: { plants: 1 } }), 0, '183');
    expect(s.players[1].production.plants).toBe(0);
    expect(s.players[0].production.energy).toBe(2);
  });

  it('Asteroid Mining Consortium: take titanium production from an opponent', () => {
    const s = playNow(give(give(startedGame(), 0, { production: { titanium: 1 } }), 1, { production: { titanium: 1 } }), 0, '002', [player(1)]);
    expect(s.players[0].production.titanium).toBe(2);
    expect(s.players[1].production.titanium).toBe(0);
  });

  it('Great Escarpment Consortium: take steel production from an opponent', () => {
    const s = playNow(give(give(startedGame(), 0, { production: { steel: 1 } }), 1, { production: { steel: 2 } }), 0, '061', [player(1)]);
    expect(s.players[0].production.steel).toBe(2);
    expect(s.players[1].production.steel).toBe(1);
  });

  it('M€ production can be taken down to -5 (Hackers)', () => {
    let s = give(give(startedGame(), 0, { production: { energy: 1 } }), 1, { production: { megacredits: -3 } });
    s = playNow(s, 0, '125', [player(1)]);
    expect(s.players[1].production.megacredits).toBe(-5);
    const t = give(give(give(startedGame(), 0, { production: { energy: 1, megacredits: -4 } }), 1, { production: { megacredits: -4 } }), 0, {});
    expect(whyNot(t, 0, '125')).toMatch(/cannot be carried out/);
  });

  it.each([['201', 'Energy Tapping'], ['160', 'Power Supply Consortium']])('%s %s: with no energy production anywhere you gain and then lose it (net 0)', (card) => {
    const s = give(startedGame(), 0, { cardsInPlay: ['141', '113'] });
    expect(whyNot(s, 0, card)).toBeNull();
    const after = playNow(s, 0, card);
    expect(after.players[0].production.energy).toBe(0);
  });
});

describe('optional removal from any player', () => {
  it('Asteroid: choose whose plants to remove — an opponent', () => {
    const s = playNow(give(give(startedGame(), 0, { stock: { plants: 5 } }), 1, { stock: { plants: 2 } }), 0, '009', [option(1)]);
    expect(s.players[1].stock.plants).toBe(0);
    expect(s.players[0].stock.plants).toBe(5);
  });

  it('Asteroid: or nobody', () => {
    let s = give(startedGame(), 1, { stock: { plants: 5 } });
    s = playUntilPrompt(s, 0, '009');
    const p = promptOf(s, 0);
    expect(p?.kind).toBe('option');
    const options = p?.kind === 'option' ? p.options : [];
    s = playNow(give(startedGame(), 1, { stock: { plants: 5 } }), 0, '009', [option(options.length - 1)]);
    expect(s.players[1].stock.plants).toBe(5);
  });

  it('Deimos Down and Mining Expedition remove up to 8 / 2 plants', () => {
    let s = playNow(give(startedGame(), 1, { stock: { plants: 9 } }), 0, '039', [option(0)]);
    expect(s.players[1].stock.plants).toBe(1);
    s = playNow(give(startedGame(), 1, { stock: { plants: 9 } }), 0, '063', [option(0)]);
    expect(s.players[1].stock.plants).toBe(7);
  });

  it('Virus: remove up to 2 animals from an opponent\'s card', () => {
    let s = setResources(give(startedGame(), 1, { cardsInPlay: ['072'] }), '072', 3);
    s = playNow(s, 0, '050', [option(0), option(0)]);
    expect(resourcesOn(s, '072')).toBe(1);
  });

  it('Virus: or up to 5 plants from a player', () => {
    let s = setResources(give(give(startedGame(), 1, { cardsInPlay: ['072'] }), 1, { stock: { plants: 7 } }), '072', 3);
    s = playNow(s, 0, '050', [option(1), option(0)]);
    expect(s.players[1].stock.plants).toBe(2);
    expect(resourcesOn(s, '072')).toBe(3);
  });
});

describe('stealing', () => {
  it('Hired Raiders: steal up to 2 steel', () => {
    const s = playNow(give(startedGame(), 1, { stock: { steel: 5 } }), 0, '124', [option(0), option(0)]);
    expect(s.players[0].stock.steel).toBe(2);
    expect(s.players[1].stock.steel).toBe(3);
  });

  it('Hired Raiders: or up to 3 M€ (only what they have)', () => {
    const s = playNow(give(give(startedGame(), 1, { stock: { megacredits: 2, steel: 0 } }), 0, {}), 0, '124', [option(1), option(0)]);
    expect(s.players[1].stock.megacredits).toBe(0);
    expect(s.players[0].stock.megacredits).toBe(100 - 1 + 2);
  });

  it('Hired Raiders: you cannot steal from yourself', () => {
    const s = playUntilPrompt(give(give(startedGame(), 0, { stock: { steel: 5 } }), 1, { stock: { steel: 1 } }), 0, '124');
    // The card's choice first (steal steel), then whom to steal from: only the other player, or nobody.
    const targets = englishOptions(promptOf(act(s, 0, option(0)), 0));
    expect(targets).toEqual(['Steal 1 steel from P2', 'Nobody']);
    const labels = targets.join('|');
    expect(labels).not.toMatch(/P1/);
  });
});
