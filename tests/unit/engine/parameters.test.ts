import { describe, expect, it } from 'vitest';
import { act, give, promptOf, setParameter, startedGame } from '../support/tmHarness';

describe('global parameters and their track bonuses', () => {
  it('heat conversion raises temperature by 2 °C and TR by 1', () => {
    let state = give(startedGame(), 0, { stock: { heat: 9 } });
    state = act(state, 0, { type: 'convertHeat' });
    expect(state.parameters.temperature).toBe(-28);
    expect(state.players[0].tr).toBe(21);
    expect(state.players[0].stock.heat).toBe(1);
  });

  it('gives +1 heat production at -24 and -20 °C', () => {
    let state = setParameter(startedGame(), 'temperature', -26);
    state = give(state, 0, { stock: { heat: 8 } });
    state = act(state, 0, { type: 'convertHeat' });
    expect(state.players[0].production.heat).toBe(1);
  });

  it('places an ocean at 0 °C', () => {
    let state = setParameter(startedGame(), 'temperature', -2);
    state = give(state, 0, { stock: { heat: 8 } });
    state = act(state, 0, { type: 'convertHeat' });
    expect(promptOf(state, 0)?.kind).toBe('space');
    expect(promptOf(state, 0)).toMatchObject({ tile: 'ocean' });
    state = act(state, 0, { type: 'space', space: 'r0c1' });
    expect(state.parameters.oceans).toBe(1);
    expect(state.players[0].tr).toBe(22);
  });

  it('raises temperature when oxygen reaches 8%', () => {
    let state = setParameter(startedGame(), 'oxygen', 7);
    state = give(state, 0, { stock: { plants: 8 } });
    state = act(state, 0, { type: 'convertPlants' });
    state = act(state, 0, { type: 'space', space: 'r3c4' });
    expect(state.parameters.oxygen).toBe(8);
    expect(state.parameters.temperature).toBe(-28);
    expect(state.players[0].tr).toBe(22);
  });

  it('places greenery without oxygen or TR once oxygen is at 14%', () => {
    let state = setParameter(startedGame(), 'oxygen', 14);
    state = give(state, 0, { stock: { plants: 8 } });
    state = act(state, 0, { type: 'convertPlants' });
    state = act(state, 0, { type: 'space', space: 'r3c4' });
    expect(state.parameters.oxygen).toBe(14);
    expect(state.players[0].tr).toBe(20);
    expect(state.tiles['r3c4']?.kind).toBe('greenery');
  });

  // Issue #14: read like the Asteroid project ("always available"), the conversion stays allowed at
  // +8 °C and raises nothing (this test used to expect a refusal).
  it('converts heat at maximum temperature for no temperature and no TR', () => {
    let state = setParameter(startedGame(), 'temperature', 8);
    state = give(state, 0, { stock: { heat: 20 } });
    state = act(state, 0, { type: 'convertHeat' });
    expect(state.players[0].stock.heat).toBe(12);
    expect(state.parameters.temperature).toBe(8);
    expect(state.players[0].tr).toBe(20);
  });
});
