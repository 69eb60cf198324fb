// Module actions and effects: the allowance, one use per module, the turn's two actions, conversions
// repeated within one action, effects that cost no action, and module resources open to other cards.
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../../src/engine/tm';
import { cardsWithUsableActions } from '../../../src/engine/tm/actions';
import { act, answerAll, byName, cellOf, choicesOf, cornucopiaGame, give, promptOf, turnTo, withFactory } from './cornucopiaKit';
import { useNow } from '../cards/cardKit';
import { inEnglish } from '../support/tmLogWords';

const moduleMove = (name: string, connected = false) => ({ type: 'moduleAction' as const, module: `${byName(name)}${connected ? '+' : ''}` });

describe('module actions', () => {
  it('uses one of the two turn actions and is offered separately from card actions', () => {
    let s = withFactory(cornucopiaGame(), 0, 'hydroponicum', { 3: 'Aerogel' });
    expect(choicesOf(s, 0)).toContain('moduleAction');
    expect(cardsWithUsableActions(s, 0)).toEqual([]);
    const r = applyMove(s, 0, { type: 'cardAction', card: `${byName('Aerogel')}+` });
    expect(r.ok).toBe(false);
    s = act(s, 0, moduleMove('Aerogel', true));
    expect(s.players[0].stock.heat).toBe(2); // connected beside the factory: 2 heat
    expect(s.players[0].actionsThisTurn).toBe(1);
    expect(s.stats.moduleActions).toBe(1);
  });

  it('allows one action per module beside the factory, spendable on any module, each module once', () => {
    // Aerogel beside the factory (cell 3) gives one action; Thermal Cracker in the corner gives none.
    let s = withFactory(cornucopiaGame(), 0, 'hydroponicum', { 3: 'Aerogel', 0: 'Thermal Cracker' });
    const corner = cellOf(s, 0, 'Thermal Cracker').placed.id;
    s = act(s, 0, { type: 'moduleAction', module: corner });
    expect(s.players[0].stock.megacredits).toBeGreaterThan(100);
    expect(choicesOf(s, 0)).not.toContain('moduleAction');
    const again = applyMove(s, 0, { type: 'moduleAction', module: cellOf(s, 0, 'Aerogel').placed.id });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(inEnglish(again.error)).toMatch(/no module actions left/);
  });

  it('refuses a second use of the same module in one generation', () => {
    let s = withFactory(cornucopiaGame(), 0, 'hydroponicum', { 3: 'Aerogel', 1: 'Fungiculture' });
    s = act(s, 0, moduleMove('Aerogel', true));
    s = turnTo(s, 0);
    const r = applyMove(s, 0, moduleMove('Aerogel', true));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(inEnglish(r.error)).toMatch(/already used/);
  });

  it('unconnected Fungiculture turns 6 heat into 9 plants in one action', () => {
    // Fungiculture above the factory (connected) with Thermal Cracker on its left breaking the nitrogen match.
    let s = withFactory(cornucopiaGame(), 0, 'hydroponicum', { 1: 'Fungiculture', 0: 'Thermal Cracker' });
    expect(cellOf(s, 0, 'Fungiculture').placed.id).toBe(byName('Fungiculture'));
    s = give(s, 0, { stock: { heat: 7, plants: 0 } });
    s = act(s, 0, moduleMove('Fungiculture'));
    expect(promptOf(s, 0)).toMatchObject({ kind: 'amount', min: 1, max: 3 });
    s = act(s, 0, { type: 'amount', amount: 3 });
    expect(s.players[0].stock).toMatchObject({ heat: 1, plants: 9 });
    expect(s.players[0].actionsThisTurn).toBe(1);
  });

  it('connected Fungiculture turns each heat into 2 plants', () => {
    let s = withFactory(cornucopiaGame(), 0, 'hydroponicum', { 1: 'Fungiculture' });
    s = give(s, 0, { stock: { heat: 4, plants: 0 } });
    s = act(s, 0, moduleMove('Fungiculture', true));
    s = act(s, 0, { type: 'amount', amount: 4 });
    expect(s.players[0].stock).toMatchObject({ heat: 0, plants: 8 });
  });

  it('module actions come back after production', () => {
    let s = withFactory(cornucopiaGame(), 0, 'hydroponicum', { 3: 'Aerogel' });
    s = act(s, 0, moduleMove('Aerogel', true));
    s = act(s, 0, { type: 'endTurn' });
    for (let i = 0; i < 6 && s.flow === 'action'; i++) {
      const seat = s.activePlayer!;
      s = act(s, seat, { type: 'pass' });
    }
    // Research follows production; the factory's counters are back to zero.
    expect(s.generation).toBe(2);
    expect(s.players[0].factory!.actionsUsed).toBe(0);
    expect(cellOf(s, 0, 'Aerogel').placed.actionUsed).toBe(false);
  });
});

describe('module effects', () => {
  it('Recycling Vats pays 3 M€ (5 connected) when any city is placed, without using a module action', () => {
    let s = withFactory(cornucopiaGame(), 0, 'hibernaculum', { 5: 'Recycling Vats' });
    expect(cellOf(s, 0, 'Recycling Vats').placed.id).toBe(`${byName('Recycling Vats')}+`);
    s = turnTo(s, 1);
    s = answerAll(act(s, 1, { type: 'standardProject', project: 'City' }), 1);
    expect(s.players[0].stock.megacredits).toBe(105);
    expect(s.players[0].factory!.actionsUsed).toBe(0);
  });

  it('microbes on a module can be taken by Ants', () => {
    let s = withFactory(cornucopiaGame(), 0, 'hydroponicum', { 3: 'Mycelium Tanks' });
    cellOf(s, 0, 'Mycelium Tanks').placed.resources = 2;
    s = give(s, 1, { cardsInPlay: ['035'] });
    s = useNow(s, 1, '035', [{ type: 'option', index: 0 }]);
    expect(cellOf(s, 0, 'Mycelium Tanks').placed.resources).toBe(1);
    expect(s.players[1].played.find((c) => c.id === '035')!.resources).toBe(1);
  });
});
