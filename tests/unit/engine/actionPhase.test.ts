import { describe, expect, it } from 'vitest';
import { applyMove, stateHash } from '../../../src/engine/tm';
import { act, give, promptOf, startedGame } from '../support/tmHarness';
import { inEnglish } from '../support/tmLogWords';

describe('the action phase', () => {
  it('gives each turn one or two actions, then passes the turn on', () => {
    let state = give(startedGame(), 0, { stock: { megacredits: 40 } });
    state = act(state, 0, { type: 'standardProject', project: 'Power Plant' });
    expect(promptOf(state, 0)?.kind).toBe('action');
    expect(promptOf(state, 0)).toMatchObject({ actionsTaken: 1 });
    state = act(state, 0, { type: 'standardProject', project: 'Power Plant' });
    expect(state.activePlayer).toBe(1);
    expect(state.players[0].production.energy).toBe(2);
    expect(state.players[0].stock.megacredits).toBe(40 - 22);
  });

  it('lets a player end the turn after one action', () => {
    let state = act(startedGame(), 0, { type: 'standardProject', project: 'Power Plant' });
    state = act(state, 0, { type: 'endTurn' });
    expect(state.activePlayer).toBe(1);
  });

  it('refuses moves from a seat that is not to act, leaving the state unchanged', () => {
    const state = startedGame();
    const hash = stateHash(state);
    const r = applyMove(state, 1, { type: 'pass' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(inEnglish(r.error)).toMatch(/nothing to decide/);
    expect(stateHash(state)).toBe(hash);
  });

  it('refuses an unaffordable standard project with a reason', () => {
    const state = give(startedGame(), 0, { stock: { megacredits: 10 } });
    const r = applyMove(state, 0, { type: 'standardProject', project: 'City' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(inEnglish(r.error)).toMatch(/City/);
  });

  it('ends the generation with production when everyone passed: energy becomes heat, M€ = TR + production', () => {
    let state = give(startedGame(), 0, { stock: { megacredits: 10, energy: 3, heat: 1 }, production: { megacredits: 2, plants: 1, energy: 1 } });
    state = give(state, 1, { stock: { megacredits: 0 } });
    state = act(state, 0, { type: 'pass' });
    state = act(state, 1, { type: 'pass' });
    const p = state.players[0];
    expect(p.stock.heat).toBe(1 + 3);
    expect(p.stock.energy).toBe(1);
    expect(p.stock.megacredits).toBe(10 + 20 + 2);
    expect(p.stock.plants).toBe(1);
    expect(state.generation).toBe(2);
    expect(state.flow).toBe('research');
    // the first player rotates
    expect(state.firstPlayer).toBe(1);
    expect(promptOf(state, 0)?.kind).toBe('cards');
    expect(promptOf(state, 0)).toMatchObject({ costEach: 3, min: 0 });
  });

  it('research: buys chosen cards at 3 M€ each and discards the rest', () => {
    let state = act(startedGame(), 0, { type: 'pass' });
    state = act(state, 1, { type: 'pass' });
    const offered = state.players[0].offered;
    expect(offered).toHaveLength(4);
    const mc = state.players[0].stock.megacredits;
    state = act(state, 0, { type: 'cards', cards: offered.slice(0, 2) });
    expect(state.players[0].stock.megacredits).toBe(mc - 6);
    expect(state.players[0].hand).toEqual(offered.slice(0, 2));
    expect(state.flow).toBe('research');
    state = act(state, 1, { type: 'cards', cards: [] });
    expect(state.flow).toBe('action');
    expect(state.activePlayer).toBe(1);
  });

  it('a player alone keeps taking turns until passing', () => {
    let state = act(startedGame(), 0, { type: 'pass' });
    expect(state.activePlayer).toBe(1);
    state = act(state, 1, { type: 'standardProject', project: 'Power Plant' });
    state = act(state, 1, { type: 'endTurn' });
    expect(state.activePlayer).toBe(1);
  });

  it('claims a milestone for 8 M€ and allows at most 3 claims', () => {
    let state = give(startedGame(), 0, { tr: 35, stock: { megacredits: 20 } });
    state = act(state, 0, { type: 'claimMilestone', milestone: 'Terraformer' });
    expect(state.claimedMilestones).toEqual([{ name: 'Terraformer', seat: 0 }]);
    expect(state.players[0].stock.megacredits).toBe(12);
    const again = applyMove(state, 0, { type: 'claimMilestone', milestone: 'Terraformer' });
    expect(again.ok).toBe(false);
  });

  it('funds awards at 8, 14 and 20 M€', () => {
    let state = give(startedGame(), 0, { stock: { megacredits: 100 } });
    state = act(state, 0, { type: 'fundAward', award: 'Banker' });
    state = act(state, 0, { type: 'fundAward', award: 'Miner' });
    expect(state.players[0].stock.megacredits).toBe(100 - 8 - 14);
    state = act(state, 1, { type: 'fundAward', award: 'Landlord' });
    expect(state.players[1].stock.megacredits).toBe(100 - 20);
    const fourth = applyMove(state, 1, { type: 'fundAward', award: 'Thermalist' });
    expect(fourth.ok).toBe(false);
  });

  it('sells patents for 1 M€ each', () => {
    let state = give(startedGame(), 0, { stock: { megacredits: 0 } });
    state = give(state, 0, { hand: [state.deck[0], state.deck[1]] });
    const hand = [...state.players[0].hand];
    state = act(state, 0, { type: 'standardProject', project: 'Sell Patents' });
    state = act(state, 0, { type: 'cards', cards: hand });
    expect(state.players[0].stock.megacredits).toBe(2);
    expect(state.players[0].hand).toEqual([]);
    expect(state.discard).toEqual(expect.arrayContaining(hand));
  });
});
