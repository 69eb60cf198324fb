// The economy counter of `npm run sim -- --economy` reads what each seat has at the start of every
// action phase and counts purchases, plays, sales and standard projects exactly.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, waitingFor, type TmState } from '../../../src/engine/tm';
import { cloneState } from '../../../src/engine/tm/apply';
import { addEconomy, economyCounter, economyReport, NO_ECONOMY } from '../../../scripts/sim/tmEconomy';
import { BOTS, botRandom } from '../../../src/host/bots';
import { setupFor } from '../support/tmHarness';

function duel(): TmState {
  return createGame(setupFor(2, 'economy', {}, { kind: 'bot', beginner: false }));
}

/** Seat 0 asked for an action in `generation`, with these M€ productions. */
function actionPrompt(generation: number, production: [number, number]): TmState {
  const s = cloneState(duel());
  s.generation = generation;
  s.players.forEach((p, i) => (p.production.megacredits = production[i]));
  s.pending = { 0: { prompt: { kind: 'action', seat: 0, title: { key: 'tmPrompt.title.action' }, choices: [], actionsTaken: 0 }, resolver: 'action', data: {} } };
  return s;
}

function asked(resolver: string, kind: 'cards' = 'cards'): TmState {
  const s = cloneState(duel());
  s.pending = { 0: { prompt: { kind, seat: 0, title: { key: 'x' }, cards: ['003'], min: 0, max: 4, costEach: 3 }, resolver, data: {} } };
  return s;
}

describe('economy counter', () => {
  it('reads every seat once, at the first action prompt of each generation', () => {
    const counter = economyCounter();
    const pass = { type: 'pass' as const };
    counter.observe(actionPrompt(2, [3, 5]), 0, pass);
    counter.observe(actionPrompt(2, [9, 9]), 0, pass); // later in generation 2: not read again
    counter.observe(actionPrompt(3, [4, 6]), 0, pass);
    const { generations } = counter.counts();
    expect(generations).toHaveLength(3);
    expect(generations[0].seats).toBe(0); // generation 1 was never seen
    expect(generations[1]).toMatchObject({ seats: 2, megacreditProduction: 8 });
    expect(generations[2]).toMatchObject({ seats: 2, megacreditProduction: 10 });
    expect(generations[1].tr).toBe(duel().players.reduce((sum, p) => sum + p.tr, 0));
  });

  it('counts cards bought at the opening and at research, patents sold, and standard projects other than the sale', () => {
    const counter = economyCounter();
    counter.observe(duel(), 0, { type: 'opening', corporation: 'R01', cards: ['003', '004', '005'] });
    counter.observe(asked('buyCards'), 0, { type: 'cards', cards: ['003', '004'] });
    counter.observe(asked('draftPick'), 0, { type: 'cards', cards: ['006'] }); // a draft pick costs nothing
    counter.observe(asked('sellPatents'), 0, { type: 'cards', cards: ['003', '004', '005'] });
    counter.observe(duel(), 0, { type: 'standardProject', project: 'Asteroid' });
    counter.observe(duel(), 0, { type: 'standardProject', project: 'Sell Patents' });
    const counts = counter.counts();
    expect(counts).toMatchObject({ cardsBought: 5, patentsSold: 3, cardsPlayed: 0, seats: 2, standardProjects: { Asteroid: 1 } });
  });

  it('over a whole game, counts every card played and a reading for every generation', () => {
    let state = duel();
    const counter = economyCounter();
    const random = botRandom(5);
    while (!state.finished) {
      const seat = waitingFor(state)[0];
      const move = BOTS.basic(state, seat, random);
      counter.observe(state, seat, move);
      const result = applyMove(state, seat, move);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      state = result.state;
    }
    const counts = counter.counts();
    expect(counts.cardsPlayed).toBe(state.players.reduce((sum, p) => sum + p.played.length, 0));
    expect(counts.generations).toHaveLength(state.generation);
    expect(counts.generations.every((g) => g.seats === 2)).toBe(true);
  });

  it('adds batches and averages per seat that reached a generation', () => {
    const a = { ...NO_ECONOMY, seats: 2, cardsBought: 10, generations: [{ seats: 2, megacreditProduction: 4, tr: 40, megacredits: 30, hand: 10, played: 2 }], standardProjects: { City: 1 } };
    const b = { ...NO_ECONOMY, seats: 2, cardsBought: 6, generations: [{ seats: 2, megacreditProduction: 2, tr: 42, megacredits: 20, hand: 6, played: 4 }, { seats: 1, megacreditProduction: 5, tr: 22, megacredits: 9, hand: 3, played: 7 }], standardProjects: { City: 1, Aquifer: 2 } };
    const report = economyReport(addEconomy(a, b));
    expect(report.perPlayer).toEqual({ cardsBought: 4, cardsPlayed: 0, patentsSold: 0, standardProjects: { City: 0.5, Aquifer: 0.5 } });
    expect(report.byGeneration).toEqual([
      { generation: 1, seats: 4, megacreditProduction: 1.5, tr: 20.5, megacredits: 12.5, hand: 4, played: 1.5 },
      { generation: 2, seats: 1, megacreditProduction: 5, tr: 22, megacredits: 9, hand: 3, played: 7 },
    ]);
  });
});
