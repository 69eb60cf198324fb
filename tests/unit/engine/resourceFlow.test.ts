// Resources produced and spent are counted where they happen: the production phase, payments, conversions and card costs.
import { describe, expect, it } from 'vitest';
import { act, give, startedGame } from '../support/tmHarness';

describe('resources produced and spent', () => {
  it('start at nothing', () => {
    const state = startedGame();
    expect(state.players[0].flow.produced).toEqual({ megacredits: 0, steel: 0, titanium: 0, plants: 0, energy: 0, heat: 0 });
    expect(state.players[0].flow.spent).toEqual(state.players[0].flow.produced);
  });

  it('counts a standard project paid in M€ as spent', () => {
    let state = give(startedGame(), 0, { stock: { megacredits: 40 } });
    state = act(state, 0, { type: 'standardProject', project: 'Power Plant' });
    expect(state.players[0].flow.spent.megacredits).toBe(11);
    expect(state.players[1].flow.spent.megacredits).toBe(0);
  });

  it('counts the plants of a greenery and the heat of a temperature step as spent', () => {
    let state = give(startedGame(), 0, { stock: { plants: 9, heat: 8 } });
    state = act(state, 0, { type: 'convertHeat' });
    expect(state.players[0].flow.spent.heat).toBe(8);
    expect(state.players[0].stock.heat).toBe(0);
    state = act(state, 0, { type: 'convertPlants' });
    expect(state.players[0].flow.spent.plants).toBe(8);
  });

  it('counts the production phase income as produced, not the energy turned into heat', () => {
    let state = give(startedGame(), 0, { stock: { energy: 3 }, production: { megacredits: 2, plants: 1, energy: 1, heat: 2 }, tr: 21 });
    state = act(state, 0, { type: 'pass' });
    state = act(state, 1, { type: 'pass' });
    expect(state.players[0].flow.produced).toEqual({ megacredits: 23, steel: 0, titanium: 0, plants: 1, energy: 1, heat: 2 });
    expect(state.players[0].flow.spent.energy).toBe(0);
  });
});
