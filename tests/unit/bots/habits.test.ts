// Greedy's fixes for the beginner's habits of issue 26: awards only on a clear lead early, patents sold
// in one batch once a generation, metal counted in a card's price.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, waitingFor, type TmState } from '../../../src/engine/tm';
import { cloneState } from '../../../src/engine/tm/apply';
import { cardValue } from '../../../src/host/bots/cardValue';
import { awardCertainty, evaluate } from '../../../src/host/bots/evaluation';
import { isSale, rankMoves } from '../../../src/host/bots/lookahead';
import { patentsToSell, soldPatentsThisGeneration } from '../../../src/host/bots/patentSale';
import { BOTS, botRandom } from '../../../src/host/bots';
import { outlook } from '../../../src/host/bots/worth';
import type { NewGameSetup } from '../../../src/shared/protocol';

const MARTIAN_RAILS = '007'; // building, 13 M€
const COLONIZER_TRAINING_CAMP = '001'; // oxygen 5 % at most
const ARCTIC_ALGAE = '023'; // −12 °C at most

function duelSetup(): NewGameSetup {
  return {
    seed: 'habits-fix',
    options: { corporateEra: true, draft: false, solo: false },
    players: [
      { name: 'A', color: 'red', kind: 'bot', beginner: false },
      { name: 'B', color: 'blue', kind: 'bot', beginner: false },
    ],
  } as NewGameSetup;
}

function duel(): TmState {
  return createGame(duelSetup());
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

  it('sells patents once a generation, and only when a card is worth selling', () => {
    // Generation 3, seat 0 to act, with cards that can still pay off: no sale is worth an action.
    let s = createGame({ ...duelSetup(), seed: 'habits-sale' });
    const random = botRandom(4);
    while (!(s.generation >= 3 && s.pending[0]?.prompt.kind === 'action')) {
      const seat = waitingFor(s)[0];
      const r = applyMove(s, seat, BOTS.greedy(s, seat, random));
      if (!r.ok) throw new Error(String(r.error));
      s = r.state;
    }
    s = cloneState(s);
    s.players[0].hand = [MARTIAN_RAILS];
    const sales = (state: TmState) => rankMoves(state, 0, legalMoves(state, 0), botRandom(1)).filter((r) => isSale(r.move));
    expect(legalMoves(s, 0).some(isSale)).toBe(true);
    expect(sales(s)).toEqual([]);
    // A card whose maximum has passed for good is a clear loss: selling it is worth an action.
    s.parameters.oxygen = 8;
    s.parameters.temperature = -10;
    s.players[0].hand = [MARTIAN_RAILS, COLONIZER_TRAINING_CAMP, ARCTIC_ALGAE];
    expect(patentsToSell(s, 0, s.players[0].hand, 0, 3).sort()).toEqual([COLONIZER_TRAINING_CAMP, ARCTIC_ALGAE]);
    expect(sales(s)).toHaveLength(1);
    // Once it has sold this generation, the seat sells no more until the next.
    const sold = applyMove(s, 0, sales(s)[0].move);
    if (!sold.ok) throw new Error(String(sold.error));
    const after = applyMove(sold.state, 0, { type: 'cards', cards: [ARCTIC_ALGAE] });
    if (!after.ok) throw new Error(String(after.error));
    const later = cloneState(after.state);
    expect(soldPatentsThisGeneration(later, 0)).toBe(true);
    expect(soldPatentsThisGeneration(later, 1)).toBe(false);
    later.players[0].hand = [MARTIAN_RAILS, COLONIZER_TRAINING_CAMP];
    later.acting = 0;
    later.pending[0] = s.pending[0];
    expect(legalMoves(later, 0).some(isSale)).toBe(true);
    expect(sales(later)).toEqual([]);
    later.generation += 1;
    expect(soldPatentsThisGeneration(later, 0)).toBe(false);
  });

  it('prices a building card higher with steel in stock in a multiplayer game', () => {
    const s = cloneState(duel());
    const before = cardValue(s, 0, MARTIAN_RAILS, outlook(s));
    s.players[0].stock.steel = 6;
    expect(cardValue(s, 0, MARTIAN_RAILS, outlook(s))).toBeGreaterThan(before + 2);
  });
});
