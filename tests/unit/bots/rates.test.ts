// Exchange rates: how a style of play weighs production and the cards in play. Greedy and search play
// at the standard rates; the expert weighs production more and lasting card effects less.
import { describe, expect, it } from 'vitest';
import { createGame, legalMoves, waitingFor, type TmState } from '../../../src/engine/tm';
import { botRandom } from '../../../src/host/bots';
import { evaluate } from '../../../src/host/bots/evaluation';
import { EXPERT_BUDGET, EXPERT_RATES } from '../../../src/host/bots/expertBot';
import { greedyAt, greedyMove } from '../../../src/host/bots/greedyBot';
import { rankMoves } from '../../../src/host/bots/lookahead';
import { cardValue, ongoingValue } from '../../../src/host/bots/cardValue';
import { getCard } from '../../../src/engine/tm/cards/catalogue';
import { DEFAULT_SEARCH_BUDGET } from '../../../src/host/bots/searchBot';
import { outlook, PRODUCTION_WORTH, STANDARD_RATES, type Rates } from '../../../src/host/bots/worth';
import { botsUntil, give, setupFor, startedGame } from '../support/tmHarness';

const INVENTORS_GUILD = '006'; // an action card with no points: what it is worth in play is its lasting worth
const BIRDS = '072'; // action: an animal here; a point per animal
const TARDIGRADES = '049'; // action: a microbe here; a point per 4 microbes; no requirement
const POWER_PLANT = '141'; // +1 energy production, no points, no requirement
const WATER_SPLITTING_PLANT = '177'; // action: spend 3 energy to raise oxygen

/** How much more seat 0's position is worth after `change`, at `rates`. */
function gainOf(change: (state: TmState) => void, rates: Rates): number {
  const before = startedGame();
  const after = startedGame();
  change(after);
  return evaluate(after, 0, rates) - evaluate(before, 0, rates);
}

describe('exchange rates', () => {
  it('leave greedy and search at the standard rates', () => {
    const state = startedGame();
    expect(outlook(state)).toEqual(outlook(state, STANDARD_RATES));
    expect(outlook(state).production).toEqual(PRODUCTION_WORTH);
    expect(DEFAULT_SEARCH_BUDGET.rates).toEqual(STANDARD_RATES);
  });

  it('scale what production is worth, and what the cards in play keep giving, in a multiplayer game', () => {
    const rates: Rates = { ...STANDARD_RATES, production: 1.6, ongoing: 0.6 };
    const production = (s: TmState) => give(s, 0, { production: { megacredits: 2, plants: 1 } });
    expect(gainOf(production, STANDARD_RATES)).toBeGreaterThan(0);
    expect(gainOf(production, rates)).toBeCloseTo(1.6 * gainOf(production, STANDARD_RATES), 6);
    const guild = (s: TmState) => give(s, 0, { cardsInPlay: [INVENTORS_GUILD] });
    expect(gainOf(guild, STANDARD_RATES)).toBeGreaterThan(0);
    expect(gainOf(guild, rates)).toBeCloseTo(0.6 * gainOf(guild, STANDARD_RATES), 6);
  });

  it('leave solo at its own rates, where only finishing Mars counts', () => {
    const solo = createGame(setupFor(1, 'rates-solo', { corporateEra: true }));
    expect(outlook(solo, { ...STANDARD_RATES, production: 1.6, ongoing: 0.6 })).toEqual(outlook(solo));
  });

  it('make greedy at the standard rates answer exactly as greedy', () => {
    const atStandard = greedyAt(STANDARD_RATES);
    let state = createGame(setupFor(2, 'rates-greedy', { corporateEra: true }));
    for (let step = 0; step < 60 && !state.finished; step++) {
      const seat = waitingFor(state)[0];
      expect(atStandard(state, seat, botRandom(step))).toEqual(greedyMove(state, seat, botRandom(step)));
      state = botsUntil(state, greedyMove, step, (s) => s !== state);
    }
  });

  it('change greedy’s ranking when production is weighed more: a production card rises above a standard project', () => {
    const state = give(startedGame(), 0, { stock: { megacredits: 30 } });
    const moves = legalMoves(state, 0);
    const valueOf = (rates: Rates, type: string) =>
      rankMoves(state, 0, moves, botRandom(1), rates).find((r) => r.move.type === type && (type !== 'standardProject' || (r.move as { project: string }).project === 'Power Plant'))!.value;
    // The Power Plant standard project buys energy production, so its worth grows with the production rate.
    const standard = valueOf(STANDARD_RATES, 'standardProject') - valueOf(STANDARD_RATES, 'pass');
    const weighed = valueOf({ ...STANDARD_RATES, production: 1.6 }, 'standardProject') - valueOf({ ...STANDARD_RATES, production: 1.6 }, 'pass');
    expect(weighed).toBeGreaterThan(standard);
  });

  it('are the expert’s own: its shortlist, purchases and playouts all weigh goods at EXPERT_RATES', () => {
    expect(EXPERT_BUDGET.rates).toEqual(EXPERT_RATES);
    expect(EXPERT_RATES.production).toBeGreaterThan(1);
    expect(EXPERT_BUDGET.playoutPolicy).not.toBe(DEFAULT_SEARCH_BUDGET.playoutPolicy);
  });

  it('count a resource an action piles on its own card at its points when accumulation is on (an animal on Birds is a point)', () => {
    const state = startedGame();
    const flat = outlook(state, { ...STANDARD_RATES, accumulation: 0 });
    const piled = outlook(state, { ...STANDARD_RATES, accumulation: 1 });
    const birds = getCard(BIRDS);
    // One use a generation, 80 % of generations used: 1.5 M€ flat, or a point (VP worth) a use.
    expect(ongoingValue(birds, flat)).toBeCloseTo(1.5 * 0.8 * flat.gens, 6);
    expect(ongoingValue(birds, piled)).toBeCloseTo(piled.vp * 0.8 * piled.gens, 6);
    // A card whose action adds nothing to itself is not touched.
    expect(ongoingValue(getCard(INVENTORS_GUILD), piled)).toBeCloseTo(ongoingValue(getCard(INVENTORS_GUILD), flat), 6);
    expect(EXPERT_RATES.accumulation).toBe(1);
    expect(STANDARD_RATES.accumulation).toBe(0);
  });

  it('price a card that piles points on itself once: through its action, not again through its points', () => {
    const state = startedGame();
    const flat = outlook(state, { ...STANDARD_RATES, accumulation: 0 });
    const piled = outlook(state, { ...STANDARD_RATES, accumulation: 1 });
    const tardigrades = getCard(TARDIGRADES);
    const actionGain = ongoingValue(tardigrades, piled) - ongoingValue(tardigrades, flat);
    // The flat price also counted up to 4 generations' points of microbes, one a generation.
    const pointsBefore = Math.min(4, flat.gens / 4) * flat.vp;
    expect(actionGain).toBeGreaterThan(0);
    expect(cardValue(state, 0, TARDIGRADES, piled) - cardValue(state, 0, TARDIGRADES, flat)).toBeCloseTo(actionGain - pointsBefore, 6);
  });

  it('leave accumulation out of solo, where points weigh little', () => {
    const solo = createGame(setupFor(1, 'rates-solo', { corporateEra: true }));
    expect(outlook(solo, { ...STANDARD_RATES, accumulation: 1 }).accumulation).toBe(0);
  });

  it('count energy production beyond what the seat’s card actions spend (and one unit to spare) as heat when spareEnergyAsHeat is on', () => {
    const spare: Rates = { ...STANDARD_RATES, spareEnergyAsHeat: 1 };
    const o = outlook(startedGame(), spare);
    const energy = (units: number) => (s: TmState) => give(s, 0, { production: { energy: units } });
    // The first unit is the one kept spare: worth energy's own rate.
    expect(gainOf(energy(1), spare)).toBeCloseTo(gainOf(energy(1), STANDARD_RATES), 6);
    // Three units with nothing that spends energy: one at energy's rate, two only at heat's.
    expect(gainOf(energy(3), spare)).toBeCloseTo((o.production.energy + 2 * o.production.heat) * o.gens, 6);
    // A card action that spends 3 energy a generation makes all of them useful.
    const withSplitter = (s: TmState) => give(s, 0, { cardsInPlay: [WATER_SPLITTING_PLANT] });
    const both = (s: TmState) => { withSplitter(s); energy(3)(s); };
    expect(gainOf(both, spare) - gainOf(withSplitter, spare)).toBeCloseTo(3 * o.production.energy * o.gens, 6);
  });

  it('price a card’s energy production as heat for an owner that already has energy to spare', () => {
    const spare: Rates = { ...STANDARD_RATES, spareEnergyAsHeat: 1 };
    const short = startedGame();
    const surplus = give(startedGame(), 0, { production: { energy: 2 } });
    const o = outlook(surplus, spare);
    // Short of energy, the rate changes nothing; with energy to spare, the unit is worth heat's rate.
    expect(cardValue(short, 0, POWER_PLANT, outlook(short, spare))).toBeCloseTo(cardValue(short, 0, POWER_PLANT, outlook(short)), 6);
    expect(cardValue(surplus, 0, POWER_PLANT, outlook(surplus)) - cardValue(surplus, 0, POWER_PLANT, o))
      .toBeCloseTo((o.production.energy - o.production.heat) * o.gens, 6);
    expect(EXPERT_RATES.spareEnergyAsHeat).toBe(1);
    expect(STANDARD_RATES.spareEnergyAsHeat).toBe(0);
  });

  it('leave spare energy out of solo, which keeps its own rates', () => {
    const solo = createGame(setupFor(1, 'rates-solo', { corporateEra: true }));
    expect(outlook(solo, { ...STANDARD_RATES, spareEnergyAsHeat: 1 })).toEqual(outlook(solo));
  });
});
