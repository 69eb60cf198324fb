// Placing modules on the 3x3 grid and connecting them: the rulebook's examples and the rules around them.
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../src/engine/tm';
import { emptyFactory, isConnected, legalCells, moduleActionsAllowed } from '../../../src/engine/tm/cornucopia/grid';
import { act, byName, cellOf, cornucopiaGame, promptOf, setMarket, withFactory } from './cornucopiaKit';
import { inEnglish } from '../support/tmLogWords';

describe('module placement', () => {
  it('rulebook example: Fungiculture on a Hydroponicum goes above (heat) or right (nitrogen), never facing water or carbon dioxide', () => {
    expect(legalCells(emptyFactory('hydroponicum'), byName('Fungiculture'))).toEqual([1, 5]);
  });

  it('rulebook example: Microfluid Manipulation matches water below or carbon dioxide on the left', () => {
    expect(legalCells(emptyFactory('hydroponicum'), byName('Microfluid Manipulation'))).toEqual([3, 7]);
  });

  it('a corner is legal when the new module matches one neighbour, even if it mismatches another', () => {
    // Hydroponicum with Fungiculture above (cell 1) and Aerogel on the left (cell 3).
    const s = withFactory(cornucopiaGame(), 0, 'hydroponicum', { 1: 'Fungiculture', 3: 'Aerogel' });
    const f = s.players[0].factory!;
    // Haber Generators (oxygen / nitrogen): nitrogen matches Fungiculture's left side from cell 0; its oxygen
    // bottom does not match Aerogel's heat top, so it fits but would not be connected.
    expect(legalCells(f, byName('Haber Generators'))).toContain(0);
    expect(legalCells(f, byName('Haber Generators'))).not.toContain(1);
  });

  it('never offers an occupied cell and refuses one, leaving the game unchanged', () => {
    let s = withFactory(setMarket(cornucopiaGame(), ['Aerogel']), 0, 'hydroponicum', { 1: 'Fungiculture' });
    s = act(s, 0, { type: 'standardProject', project: 'Production Module' });
    s = act(s, 0, { type: 'cards', cards: [byName('Aerogel')] });
    // Beside Fungiculture its carbon dioxide faces nitrogen; only the factory's carbon dioxide side fits.
    expect(promptOf(s, 0)).toMatchObject({ kind: 'grid', cells: [3] });
    const r = applyMove(s, 0, { type: 'grid', cell: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(inEnglish(r.error)).toMatch(/cannot go in cell 1/);
    const bottom = applyMove(s, 0, { type: 'grid', cell: 7 });
    expect(bottom.ok).toBe(false);
    s = act(s, 0, { type: 'grid', cell: 3 });
    expect(s.players[0].factory!.cells[3]?.id.startsWith(byName('Aerogel'))).toBe(true);
  });

  it('the placement prompt shows the module and, per legal cell, which touching edges connect', () => {
    let s = withFactory(setMarket(cornucopiaGame(), ['Haber Generators']), 0, 'hydroponicum', { 1: 'Fungiculture', 3: 'Aerogel' });
    s = act(s, 0, { type: 'standardProject', project: 'Production Module' });
    s = act(s, 0, { type: 'cards', cards: [byName('Haber Generators')] });
    const prompt = promptOf(s, 0) as { kind: string; cells: number[]; placing: { name: string }; fits: { cell: number; edges: { side: string; matches: boolean }[] }[] };
    expect(prompt.placing.name).toBe('Haber Generators');
    expect(prompt.fits.map((f) => f.cell)).toEqual(prompt.cells);
    // Cell 0: its right (nitrogen) meets Fungiculture's nitrogen; its bottom (oxygen) meets Aerogel's heat.
    expect(prompt.fits.find((f) => f.cell === 0)?.edges).toEqual([
      { side: 'right', matches: true },
      { side: 'bottom', matches: false },
    ]);
    for (const fit of prompt.fits) expect(fit.edges.some((e) => e.matches)).toBe(true);
  });

  it('a module that matches nothing anywhere is not offered for sale', () => {
    // Terrarium sides: light, phosphorus, oxygen, potassium. Aerogel is heat / carbon dioxide.
    const r = act(withFactory(setMarket(cornucopiaGame(), ['Aerogel', 'Potash Works']), 0, 'terrarium'), 0, { type: 'standardProject', project: 'Production Module' });
    expect(promptOf(r, 0)).toMatchObject({ kind: 'cards', cards: [byName('Potash Works')] });
  });
});

describe('connections', () => {
  // The rulebook's connection example on a Hydroponicum: Haber Generators, Fungiculture and Aquaculture
  // across the top row, Cyanobacteria right of the factory.
  const example = () => withFactory(cornucopiaGame(), 0, 'hydroponicum', { 0: 'Haber Generators', 1: 'Fungiculture', 2: 'Aquaculture', 5: 'Cyanobacteria' });

  it('Fungiculture matches its left, right and the factory, so it is connected; Aquaculture and Cyanobacteria do not match each other', () => {
    const s = example();
    const f = s.players[0].factory!;
    expect(isConnected(f, 1)).toBe(true);
    expect(isConnected(f, 0)).toBe(true);
    expect(isConnected(f, 2)).toBe(false);
    expect(isConnected(f, 5)).toBe(false);
    expect(cellOf(s, 0, 'Fungiculture').placed.id).toBe(`${byName('Fungiculture')}+`);
    expect(cellOf(s, 0, 'Cyanobacteria').placed.id).toBe(byName('Cyanobacteria'));
  });

  it('gives one module action per module beside the factory: two in the example', () => {
    expect(moduleActionsAllowed(example().players[0].factory!)).toBe(2);
  });

  it('three modules beside the factory give three actions, and four give at most four', () => {
    const three = withFactory(cornucopiaGame(), 0, 'hydroponicum', { 1: 'Fungiculture', 3: 'Aerogel', 5: 'Cyanobacteria' });
    expect(moduleActionsAllowed(three.players[0].factory!)).toBe(3);
    const full = withFactory(cornucopiaGame(), 0, 'hydroponicum', {
      0: 'Haber Generators', 1: 'Fungiculture', 2: 'Aquaculture', 3: 'Aerogel', 5: 'Cyanobacteria', 6: 'Microfluid Manipulation', 7: 'Iron Fertilization', 8: 'Protein Vats',
    });
    expect(moduleActionsAllowed(full.players[0].factory!)).toBe(4);
  });

  it('a connected module loses its connection when a mismatching neighbour arrives', () => {
    let s = withFactory(setMarket(cornucopiaGame(), ['Haber Generators']), 0, 'hydroponicum', { 1: 'Fungiculture', 3: 'Aerogel' });
    expect(isConnected(s.players[0].factory!, 3)).toBe(true);
    s = act(s, 0, { type: 'standardProject', project: 'Production Module' });
    s = act(s, 0, { type: 'cards', cards: [byName('Haber Generators')] });
    s = act(s, 0, { type: 'grid', cell: 0 });
    // Haber's oxygen bottom faces Aerogel's heat top: neither is connected any more on that edge.
    expect(isConnected(s.players[0].factory!, 0)).toBe(false);
    expect(isConnected(s.players[0].factory!, 3)).toBe(false);
    expect(cellOf(s, 0, 'Aerogel').placed.id).toBe(byName('Aerogel'));
  });
});
