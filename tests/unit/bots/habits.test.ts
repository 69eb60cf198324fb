// Greedy's fixes for the beginner's habits of issue 26: awards only on a clear lead early, patents sold
// in one batch, metal counted in a card's price.
import { describe, expect, it } from 'vitest';
import { createGame, type TmState } from '../../../src/engine/tm';
import { cloneState } from '../../../src/engine/tm/apply';
import { cardValue } from '../../../src/host/bots/cardValue';
import { awardCertainty, evaluate } from '../../../src/host/bots/evaluation';
import { patentsToSell } from '../../../src/host/bots/patentSale';
import { outlook } from '../../../src/host/bots/worth';
import type { NewGameSetup } from '../../../src/shared/protocol';

const MARTIAN_RAILS = '007'; // building, 13 M€

function duel(): TmState {
  return createGame({
    seed: 'habits-fix',
    options: { corporateEra: true, draft: false, solo: false },
    players: [
      { name: 'A', color: 'red', kind: 'bot', beginner: false },
      { name: 'B', color: 'blue', kind: 'bot', beginner: false },
    ],
  } as NewGameSetup);
}

describe('greedy habits', () => {
  it('counts a funded award early only as sure as its lead', () => {
    expect(awardCertainty(1, 2, 10)).toBe(0);
    expect(awardCertainty(4, 2, 10)).toBeGreaterThan(0.3);
    expect(awardCertainty(1, 2, 0)).toBe(1);
    // Funding Banker on a 1-point lead in generation 1 adds less than its 8 M€ cost to the position.
    const s = cloneState(duel());
    s.players[0].production.megacredits = 3;
    s.players[1].production.megacredits = 2;
    const funded = cloneState(s);
    funded.fundedAwards.push({ name: 'Banker', seat: 0 });
    expect(evaluate(funded, 0) - evaluate(s, 0)).toBeLessThan(8);
  });

  it('sells every card it will not play in one batch in the last generation', () => {
    const s = cloneState(duel());
    s.parameters = { ...s.parameters, oxygen: 14, temperature: 8, oceans: 8 };
    expect(outlook(s).gens).toBeLessThanOrEqual(1);
    const hand = ['001', '002', '004', '008', '011'];
    s.players[0].hand = hand;
    s.players[0].stock.megacredits = 0;
    expect(patentsToSell(s, 0, hand, 1, hand.length).sort()).toEqual([...hand].sort());
  });

  it('prices a building card higher with steel in stock in a multiplayer game', () => {
    const s = cloneState(duel());
    const before = cardValue(s, 0, MARTIAN_RAILS, outlook(s));
    s.players[0].stock.steel = 6;
    expect(cardValue(s, 0, MARTIAN_RAILS, outlook(s))).toBeGreaterThan(before + 2);
  });
});
