// Cards that place tiles: cities (normal, reserved, off-map, isolated), oceans, greeneries on ocean
// spaces and special tiles with their own placement rules.
import { describe, expect, it } from 'vitest';
import type { CardId } from '../../../src/shared/tm/basics';
import type { Move, Prompt } from '../../../src/shared/tm/prompt';
import { MARS_SPACES, neighbours, spaceById } from '../../../src/engine/tm/board';
import {
  cardVp, give, params, playNow, playUntilPrompt, promptOf, resourcesOn, spacesOf, startedGame, tiles, whyNot,
} from './cardKit';

const space = (id: string): Move => ({ type: 'space', space: id });
const option = (index: number): Move => ({ type: 'option', index });
const spacePrompt = (p: Prompt | null): string[] => {
  if (p?.kind !== 'space') throw new Error(`expected a space prompt, got ${p?.kind}`);
  return p.spaces;
};
const oceanSpaces = MARS_SPACES.filter((s) => s.type === 'ocean').map((s) => s.id);
const landSpaces = MARS_SPACES.filter((s) => s.type === 'land').map((s) => s.id);

describe('city cards', () => {
  const CITIES: [CardId, string, Record<string, number>, Record<string, number>][] = [
    ['016', 'Domed Crater', { energy: 1 }, { energy: -1, megacredits: 3 }],
    ['029', 'Cupola City', { energy: 1 }, { energy: -1, megacredits: 3 }],
    ['032', 'Underground City', { energy: 2 }, { energy: -2, steel: 2 }],
    ['108', 'Open City', { energy: 1 }, { energy: -1, megacredits: 4 }],
    ['182', 'Corporate Stronghold', { energy: 1 }, { energy: -1, megacredits: 3 }],
  ];
  it.each(CITIES)('%s %s places your city with normal city rules and changes production', (id, _name, setup, delta) => {
    let s = params(give(startedGame(), 0, { production: setup }), { oxygen: id === '108' ? 12 : 0 });
    s = tiles(s, [['r2c2', 'city', 1]]);
    s = playUntilPrompt(s, 0, id);
    const offered = spacePrompt(promptOf(s, 0));
    expect(offered).not.toContain('r2c3'); // next to a city
    expect(offered).not.toContain('r4c2'); // reserved for Noctis City
    expect(offered.every((id2) => landSpaces.includes(id2))).toBe(true);
    expect(offered.length).toBeGreaterThan(0);
  });

  it.each(CITIES)('%s %s: tile and production', (id, _name, setup, delta) => {
    const s0 = params(give(startedGame(), 0, { production: setup }), { oxygen: id === '108' ? 12 : 0 });
    const before = structuredClone(s0.players[0].production);
    const s = playNow(s0, 0, id, [space('r1c2')]);
    expect(s.tiles['r1c2']).toMatchObject({ kind: 'city', owner: 0 });
    for (const [r, d] of Object.entries(delta)) expect(s.players[0].production[r as 'energy'] - before[r as 'energy'], r).toBe(d);
  });

  it('Domed Crater also gives 3 plants; Open City 2 plants', () => {
    expect(playNow(give(startedGame(), 0, { production: { energy: 1 } }), 0, '016', [space('r1c2')]).players[0].stock.plants).toBe(3);
    expect(playNow(params(give(startedGame(), 0, { production: { energy: 1 } }), { oxygen: 12 }), 0, '108', [space('r1c2')]).players[0].stock.plants).toBe(2);
  });

  it('city cards need the energy production they take away', () => {
    expect(whyNot(startedGame(), 0, '029')).toMatch(/cannot be carried out/);
    expect(whyNot(startedGame(), 0, '032')).toMatch(/cannot be carried out/);
  });

  it('Capital: special city tile, +5 M€ / -2 energy production, 1 VP per adjacent ocean', () => {
    let s = params(give(startedGame(), 0, { production: { energy: 2 } }), { oceans: 4 });
    s = tiles(s, [['r0c3', 'ocean', null], ['r0c4', 'ocean', null]]);
    const mc = s.players[0].stock.megacredits;
    s = playNow(s, 0, '008', [space('r1c4')]);
    expect(s.tiles['r1c4']).toMatchObject({ kind: 'city', owner: 0, special: 'Capital' });
    expect(s.players[0].production).toMatchObject({ energy: 0, megacredits: 5 });
    expect(s.players[0].stock.megacredits).toBe(mc - 26 + 4); // 2 M€ per adjacent ocean
    expect(cardVp(s, 0)).toBe(2);
    expect(whyNot(params(give(startedGame(), 0, { production: { energy: 2 } }), { oceans: 3 }), 0, '008')).toMatch(/oceans/);
  });

  it('Noctis City goes only on its reserved space', () => {
    let s = give(startedGame(), 0, { production: { energy: 1 } });
    s = playUntilPrompt(s, 0, '017');
    expect(spacePrompt(promptOf(s, 0))).toEqual(['r4c2']);
    s = playNow(give(startedGame(), 0, { production: { energy: 1 } }), 0, '017');
    expect(s.tiles['r4c2']).toMatchObject({ kind: 'city', owner: 0 });
    expect(s.players[0].production).toMatchObject({ energy: 0, megacredits: 3 });
  });

  it('Research Outpost: a city with no tile around it', () => {
    let s = tiles(startedGame(), [['r3c3', 'greenery', 1], ['r0c4', 'ocean', null]]);
    s = playUntilPrompt(s, 0, '020');
    const offered = spacePrompt(promptOf(s, 0));
    expect(offered.length).toBeGreaterThan(0);
    for (const id of offered) expect(neighbours(id).every((n) => !s.tiles[n]), id).toBe(true);
    expect(offered).not.toContain('r3c4');
    s = playNow(tiles(startedGame(), [['r3c3', 'greenery', 1]]), 0, '020', [space('r0c2')]);
    expect(s.tiles['r0c2']).toMatchObject({ kind: 'city', owner: 0 });
  });

  it('Phobos Space Haven: off-map city, +1 titanium production, 3 VP', () => {
    const s = playNow(startedGame(), 0, '021');
    expect(s.tiles['phobos']).toMatchObject({ kind: 'city', owner: 0 });
    expect(s.players[0].production.titanium).toBe(1);
    expect(cardVp(s, 0)).toBe(3);
    expect(whyNot(s, 1, '021')).toMatch(/./); // the space is taken (and the card is in play anyway)
  });

  it('Ganymede Colony: off-map city, 1 VP per Jovian tag (its own included)', () => {
    const s = playNow(give(startedGame(), 0, { cardsInPlay: ['040'] }), 0, '081');
    expect(s.tiles['ganymede']).toMatchObject({ kind: 'city', owner: 0 });
    expect(cardVp(s, 0)).toBe(2 + 2); // Asteroid Mining's 2 VP + 2 Jovian tags
  });

  it('Immigrant City: its own city counts for its effect (net -1 M€ production)', () => {
    const s = playNow(give(startedGame(), 0, { production: { energy: 1 } }), 0, '200', [space('r1c2')]);
    expect(s.tiles['r1c2']).toMatchObject({ kind: 'city', owner: 0 });
    expect(s.players[0].production).toMatchObject({ energy: 0, megacredits: -1 });
  });
});

describe('ocean cards', () => {
  const OCEANS: [CardId, string, number, number][] = [
    ['127', 'Subterranean Reservoir', -30, 1],
    ['181', 'Ice Cap Melting', 2, 1],
    ['191', 'Permafrost Extraction', -8, 1],
    ['053', 'Lake Marineris', 0, 2],
    ['078', 'Ice Asteroid', -30, 2],
  ];
  it.each(OCEANS)('%s %s places %#', (id, _name, temperature, count) => {
    let s = params(startedGame(), { temperature });
    const tr = s.players[0].tr;
    s = playUntilPrompt(s, 0, id);
    expect(spacePrompt(promptOf(s, 0)).every((sp) => oceanSpaces.includes(sp))).toBe(true);
    s = playNow(params(startedGame(), { temperature }), 0, id, [space('r0c4'), ...(count === 2 ? [space('r0c3')] : [])]);
    expect(s.parameters.oceans).toBe(count);
    expect(spacesOf(s, null, 'ocean')).toHaveLength(count);
    expect(s.players[0].tr).toBe(tr + count);
  });

  it('Ice Cap Melting needs +2 °C; Permafrost Extraction -8 °C', () => {
    expect(whyNot(params(startedGame(), { temperature: 0 }), 0, '181')).toMatch(/temperature/);
    expect(whyNot(params(startedGame(), { temperature: -10 }), 0, '191')).toMatch(/temperature/);
  });

  it('Black Polar Dust: ocean, -2 M€ / +3 heat production, unplayable at -4 M€ production', () => {
    const s = playNow(startedGame(), 0, '022', [space('r0c4')]);
    expect(s.parameters.oceans).toBe(1);
    expect(s.players[0].production).toMatchObject({ megacredits: -2, heat: 3 });
    expect(whyNot(give(startedGame(), 0, { production: { megacredits: -4 } }), 0, '022')).toMatch(/cannot be carried out/);
    expect(whyNot(give(startedGame(), 0, { production: { megacredits: -3 } }), 0, '022')).toBeNull();
  });

  it('Comet: temperature, ocean, and optional removal of 3 plants from a chosen player', () => {
    let s = give(startedGame(), 1, { stock: { plants: 5 } });
    s = playNow(s, 0, '010', [space('r0c4'), option(0)]);
    expect(s.parameters).toMatchObject({ temperature: -28, oceans: 1 });
    expect(s.players[1].stock.plants).toBe(2);
    expect(s.players[0].tr).toBe(22);
  });

  it('Giant Ice Asteroid: 2 temperature steps, 2 oceans, up to 6 plants removed', () => {
    const s = playNow(give(startedGame(), 1, { stock: { plants: 4 } }), 0, '080', [space('r0c4'), space('r0c3'), option(0)]);
    expect(s.parameters).toMatchObject({ temperature: -26, oceans: 2 });
    expect(s.players[1].stock.plants).toBe(0);
    expect(s.players[0].tr).toBe(24);
  });

  it('Towing A Comet: 2 plants, oxygen, ocean', () => {
    const s = playNow(startedGame(), 0, '075', [space('r0c4')]);
    expect(s.parameters).toMatchObject({ oxygen: 1, oceans: 1 });
    expect(s.players[0].stock.plants).toBe(2);
    expect(s.players[0].tr).toBe(22);
  });

  it('Convoy From Europa: ocean and a card', () => {
    const s = playNow(startedGame(), 0, '161', [space('r0c4')]);
    expect(s.parameters.oceans).toBe(1);
    expect(s.players[0].hand).toHaveLength(1);
  });

  it('Large Convoy: ocean, 2 cards, then 5 plants or 4 animals on an animal card; 2 VP', () => {
    let s = playNow(startedGame(), 0, '143', [space('r0c4')]); // no animal card: plants without asking
    expect(s.parameters.oceans).toBe(1);
    expect(s.players[0].hand).toHaveLength(2);
    expect(s.players[0].stock.plants).toBe(5);
    expect(cardVp(s, 0)).toBe(2);
    s = playNow(give(startedGame(), 0, { cardsInPlay: ['072'] }), 0, '143', [space('r0c4'), option(1)]);
    expect(resourcesOn(s, '072')).toBe(4);
    expect(s.players[0].stock.plants).toBe(0);
  });

  it('Imported Hydrogen: 3 plants, or 3 microbes / 2 animals on your card; then an ocean', () => {
    let s = playNow(give(startedGame(), 0, { cardsInPlay: ['033'] }), 0, '019', [option(0), space('r0c4')]);
    expect(s.players[0].stock.plants).toBe(3);
    expect(resourcesOn(s, '033')).toBe(0);
    expect(s.parameters.oceans).toBe(1);
    s = playNow(give(startedGame(), 0, { cardsInPlay: ['033'] }), 0, '019', [option(1), space('r0c4')]);
    expect(resourcesOn(s, '033')).toBe(3);
    // Only the options that do something are offered: plants, then animals.
    s = playNow(give(startedGame(), 0, { cardsInPlay: ['072'] }), 0, '019', [option(1), space('r0c4')]);
    expect(resourcesOn(s, '072')).toBe(2);
  });

  it('Imported Hydrogen: without microbe or animal cards there is nothing to choose (just 3 plants)', () => {
    const s = playUntilPrompt(startedGame(), 0, '019');
    expect(promptOf(s, 0)?.kind).toBe('space');
    expect(s.players[0].stock.plants).toBe(3);
  });

  it('Artificial Lake: the ocean goes on a land space, not an ocean space', () => {
    let s = params(startedGame(), { temperature: -6 });
    s = playUntilPrompt(s, 0, '116');
    const offered = spacePrompt(promptOf(s, 0));
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every((sp) => landSpaces.includes(sp))).toBe(true);
  });

  it('Artificial Lake: still playable once all oceans are out (nothing happens)', () => {
    const s = params(startedGame(), { temperature: -6, oceans: 9 });
    expect(whyNot(s, 0, '116')).toBeNull();
  });
});

describe('greenery cards', () => {
  it('Mangrove: a greenery on an ocean-reserved space, raising oxygen; the ocean count is unchanged', () => {
    let s = params(startedGame(), { temperature: 4 });
    s = playUntilPrompt(s, 0, '059');
    expect(spacePrompt(promptOf(s, 0)).every((sp) => oceanSpaces.includes(sp))).toBe(true);
    s = playNow(params(startedGame(), { temperature: 4 }), 0, '059', [space('r0c4')]);
    expect(s.tiles['r0c4']).toMatchObject({ kind: 'greenery', owner: 0 });
    expect(s.parameters).toMatchObject({ oxygen: 1, oceans: 0 });
    expect(s.players[0].tr).toBe(21);
    expect(cardVp(s, 0)).toBe(1);
  });

  it('Protected Valley: +2 M€ production and a greenery on an ocean space', () => {
    const s = playNow(startedGame(), 0, '174', [space('r0c4')]);
    expect(s.tiles['r0c4']).toMatchObject({ kind: 'greenery', owner: 0 });
    expect(s.players[0].production.megacredits).toBe(2);
    expect(s.parameters.oxygen).toBe(1);
  });

  it('Plantation: a normal greenery (needs 2 science tags)', () => {
    expect(whyNot(startedGame(), 0, '193')).toMatch(/science/i);
    const s = playNow(give(startedGame(), 0, { cardsInPlay: ['090'] }), 0, '193', [space('r1c2')]);
    expect(s.tiles['r1c2']).toMatchObject({ kind: 'greenery', owner: 0 });
    expect(s.parameters.oxygen).toBe(1);
  });
});

describe('special tiles', () => {
  it('Nuclear Zone: special tile on free land, +2 temperature steps, -2 VP', () => {
    const s = playNow(startedGame(), 0, '097', [space('r1c2')]);
    expect(s.tiles['r1c2']).toMatchObject({ kind: 'special', owner: 0, special: 'Nuclear Zone' });
    expect(s.parameters.temperature).toBe(-26);
    expect(s.players[0].tr).toBe(22);
    expect(cardVp(s, 0)).toBe(-2);
  });

  it('Lava Flows: only the four volcanoes, +2 temperature steps', () => {
    let s = playUntilPrompt(startedGame(), 0, '140');
    expect([...spacePrompt(promptOf(s, 0))].sort()).toEqual(['r1c1', 'r2c0', 'r3c0', 'r4c0']);
    s = playNow(tiles(startedGame(), [['r1c1', 'city', 1], ['r2c0', 'city', 1], ['r3c0', 'greenery', 1], ['r4c0', 'greenery', 1]]), 0, '062');
    expect(whyNot(s, 0, '140')).toMatch(/cannot be carried out/);
    s = playNow(startedGame(), 0, '140', [space('r4c0')]);
    expect(s.tiles['r4c0']).toMatchObject({ kind: 'special', special: 'Lava Flows', owner: 0 });
    expect(s.parameters.temperature).toBe(-26);
  });

  it('Natural Preserve: isolated special tile, +1 M€ production, oxygen 4% or less', () => {
    let s = tiles(startedGame(), [['r3c3', 'city', 1]]);
    s = playUntilPrompt(s, 0, '044');
    for (const id of spacePrompt(promptOf(s, 0))) expect(neighbours(id).every((n) => !s.tiles[n]), id).toBe(true);
    s = playNow(startedGame(), 0, '044', [space('r1c2')]);
    expect(s.tiles['r1c2']).toMatchObject({ kind: 'special', special: 'Natural Preserve', owner: 0 });
    expect(s.players[0].production.megacredits).toBe(1);
    expect(whyNot(params(startedGame(), { oxygen: 5 }), 0, '044')).toMatch(/oxygen/);
  });

  it('Mining Rights: on a steel/titanium bonus space, +1 production of that resource and the bonus itself', () => {
    let s = playUntilPrompt(startedGame(), 0, '067');
    for (const id of spacePrompt(promptOf(s, 0))) {
      const b = spaceById(id)!.bonus;
      expect((b.steel ?? 0) + (b.titanium ?? 0), id).toBeGreaterThan(0);
    }
    s = playNow(startedGame(), 0, '067', [space('r0c0')]);
    expect(s.tiles['r0c0']).toMatchObject({ kind: 'special', special: 'Mining Rights', owner: 0 });
    expect(s.players[0].production.steel).toBe(1);
    expect(s.players[0].stock.steel).toBe(2);
    s = playNow(startedGame(), 0, '067', [space('r3c0')]); // Pavonis Mons: titanium bonus
    expect(s.players[0].production.titanium).toBe(1);
    expect(s.players[0].production.steel).toBe(0);
  });

  it('Commercial District: any free land space, 1 VP per adjacent city (anyone\'s)', () => {
    let s = give(tiles(startedGame(), [['r2c2', 'city', 1], ['r2c4', 'city', 0]]), 0, { production: { energy: 1 } });
    s = playNow(s, 0, '085', [space('r2c3')]);
    expect(s.tiles['r2c3']).toMatchObject({ kind: 'special', special: 'Commercial District', owner: 0 });
    expect(s.players[0].production).toMatchObject({ energy: 0, megacredits: 4 });
    expect(cardVp(s, 0)).toBe(2);
  });

  it('Mohole Area: special tile on an ocean space, +4 heat production', () => {
    let s = playUntilPrompt(startedGame(), 0, '142');
    expect(spacePrompt(promptOf(s, 0)).every((sp) => oceanSpaces.includes(sp))).toBe(true);
    s = playNow(startedGame(), 0, '142', [space('r0c4')]);
    expect(s.tiles['r0c4']).toMatchObject({ kind: 'special', special: 'Mohole Area' });
    expect(s.players[0].production.heat).toBe(4);
    expect(s.parameters.oceans).toBe(0);
  });

  it('Industrial Center: next to a city only; unplayable with no city on Mars', () => {
    expect(whyNot(startedGame(), 0, '123')).toMatch(/cannot be carried out/);
    let s = tiles(startedGame(), [['r2c2', 'city', 1]]);
    s = playUntilPrompt(s, 0, '123');
    const offered = spacePrompt(promptOf(s, 0));
    expect(offered.sort()).toEqual(neighbours('r2c2').filter((n) => landSpaces.includes(n)).sort());
    s = playNow(tiles(startedGame(), [['r2c2', 'city', 1]]), 0, '123', [space('r2c3')]);
    expect(s.tiles['r2c3']).toMatchObject({ kind: 'special', special: 'Industrial Center', owner: 0 });
  });

  it('Restricted Area: special tile on free land', () => {
    const s = playNow(startedGame(), 0, '199', [space('r1c2')]);
    expect(s.tiles['r1c2']).toMatchObject({ kind: 'special', special: 'Restricted Area', owner: 0 });
  });

  it('Ecological Zone: needs your own greenery; starts with 2 animals from its own tags', () => {
    expect(whyNot(tiles(startedGame(), [['r3c3', 'greenery', 1]]), 0, '128')).toMatch(/greenery/);
    const s = playNow(tiles(startedGame(), [['r3c3', 'greenery', 0]]), 0, '128', [space('r3c4')]);
    expect(s.tiles['r3c4']).toMatchObject({ kind: 'special', special: 'Ecological Zone', owner: 0 });
    expect(resourcesOn(s, '128')).toBe(2);
    expect(cardVp(s, 0)).toBe(1);
  });

  it('Ecological Zone: its tile goes next to a greenery (placement "nextToGreenery")', () => {
    let s = tiles(startedGame(), [['r3c3', 'greenery', 0]]);
    s = playUntilPrompt(s, 0, '128');
    const offered = spacePrompt(promptOf(s, 0));
    expect(offered.sort()).toEqual(neighbours('r3c3').filter((n) => landSpaces.includes(n)).sort());
  });
});
