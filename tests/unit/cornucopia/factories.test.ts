// Food factories: requirements, cost, one per player, Maritorem's marker, and the module project's need for a factory.
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../src/engine/tm';
import { countTiles } from '../../../src/engine/tm/board';
import { FACTORIES } from '../../../src/engine/tm/cornucopia/factories';
import { act, answerAll, byName, choicesOf, cornucopiaGame, promptOf, setMarket, tiles, turnTo, withFactory } from './cornucopiaKit';
import { inEnglish } from '../support/tmLogWords';
import { englishOptions } from '../support/tmPromptWords';

function projects(state: ReturnType<typeof cornucopiaGame>, seat = 0): string[] {
  const prompt = promptOf(state, seat);
  if (prompt?.kind !== 'action') return [];
  const sp = prompt.choices.find((c) => c.type === 'standardProject');
  return sp && sp.type === 'standardProject' ? sp.projects.map((p) => p.name) : [];
}

describe('food factories', () => {
  it('have the published sides, top-right-bottom-left', () => {
    const sides = Object.fromEntries(FACTORIES.map((f) => [f.type, [f.sides.top, f.sides.right, f.sides.bottom, f.sides.left]]));
    expect(sides).toEqual({
      hibernaculum: ['oxygen', 'potassium', 'heat', 'nitrogen'],
      hydroponicum: ['heat', 'nitrogen', 'water', 'carbonDioxide'],
      maritorem: ['water', 'carbonDioxide', 'light', 'phosphorus'],
      terrarium: ['light', 'phosphorus', 'oxygen', 'potassium'],
    });
  });

  it('cannot be built without a qualifying tile', () => {
    const s = cornucopiaGame();
    expect(projects(s)).not.toContain('Food Factory');
    const r = applyMove(s, 0, { type: 'standardProject', project: 'Food Factory' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(inEnglish(r.error)).toMatch(/cannot use the Food Factory/);
  });

  it('offers Hibernaculum and Terrarium to a greenery owner, Hydroponicum to a city owner, and costs 8 M€', () => {
    let s = tiles(cornucopiaGame(), [['r5c5', 'greenery', 0], ['r2c2', 'city', 1]]);
    expect(projects(s)).toContain('Food Factory');
    s = act(s, 0, { type: 'standardProject', project: 'Food Factory' });
    const prompt = promptOf(s, 0);
    expect(prompt?.kind).toBe('option');
    expect(englishOptions(prompt)).toEqual(['Build a Hibernaculum', 'Build a Terrarium']);
    expect(s.players[0].stock.megacredits).toBe(92);
    s = act(s, 0, { type: 'option', index: 1 });
    expect(s.players[0].factory?.type).toBe('terrarium');
    s = turnTo(s, 1);
    s = act(s, 1, { type: 'standardProject', project: 'Food Factory' });
    const p1 = promptOf(s, 1);
    expect(englishOptions(p1)).toEqual(['Build a Hydroponicum']);
  });

  it('allows only one factory per player', () => {
    const s = withFactory(tiles(cornucopiaGame(), [['r5c5', 'greenery', 0]]), 0, 'hibernaculum');
    expect(projects(s)).not.toContain('Food Factory');
  });

  it('Maritorem puts the marker on a free ocean, which then counts as the player\'s tile and is no longer free', () => {
    let s = tiles(cornucopiaGame(), [['r1c3', 'ocean', null]]);
    s.parameters.oceans = 1;
    s = turnTo(s, 0);
    s = act(s, 0, { type: 'standardProject', project: 'Food Factory' });
    s = act(s, 0, { type: 'option', index: 0 });
    expect(promptOf(s, 0)).toMatchObject({ kind: 'space', spaces: ['r1c3'] });
    s = act(s, 0, { type: 'space', space: 'r1c3' });
    expect(s.players[0].factory).toMatchObject({ type: 'maritorem', ocean: 'r1c3' });
    expect(s.tiles.r1c3).toEqual({ kind: 'ocean', owner: 0 });
    expect(countTiles(s, 'ocean', 0)).toBe(1);
    s = turnTo(s, 1);
    expect(projects(s, 1)).not.toContain('Food Factory');
  });

  it('a production module needs a factory first', () => {
    let s = setMarket(cornucopiaGame(), ['Aerogel']);
    expect(projects(s)).not.toContain('Production Module');
    s = withFactory(s, 0, 'hydroponicum');
    expect(projects(s)).toContain('Production Module');
    expect(choicesOf(s, 0)).not.toContain('moduleAction');
  });

  it('buying a module costs 8 M€, takes it from the marketplace, and it can act the same generation', () => {
    let s = withFactory(setMarket(cornucopiaGame(), ['Aerogel', 'Kelp Rafts']), 0, 'hydroponicum');
    s = act(s, 0, { type: 'standardProject', project: 'Production Module' });
    expect(s.players[0].stock.megacredits).toBe(92);
    s = act(s, 0, { type: 'cards', cards: [byName('Aerogel')] });
    expect(s.cornucopia!.market).toEqual([byName('Kelp Rafts')]);
    // Aerogel (heat top and bottom, carbon dioxide left and right) fits above or left of a Hydroponicum.
    expect(promptOf(s, 0)).toMatchObject({ kind: 'grid', cells: [1, 3] });
    s = answerAll(s, 0);
    expect(s.players[0].factory!.cells.filter(Boolean)).toHaveLength(1);
    expect(s.stats.modulesPlaced).toBe(1);
    expect(choicesOf(s, 0)).toContain('moduleAction');
  });
});
