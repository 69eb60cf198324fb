// Statistics from a replayed game agree with its final score sheet and its move list.
import { describe, expect, it } from 'vitest';
import { Session } from '../../src/host/session';
import { statsOf } from '../../src/host/stats/gameStats';
import { ENGINES } from '../../src/host/systems';
import { SaveStore } from '../../src/host/saveStore';
import { historyStatsOf } from '../../src/host/stats/campaignStats';
import { msg } from '../../src/shared/message';
import type { SaveSummary } from '../../src/shared/protocol';
import { useTempDirs } from './support/tempDir';

const tempDir = useTempDirs();

function finishedGame(system: 'tm' | 'tiny' | 'dice', setup: object) {
  const created = Session.create(setup, { engine: ENGINES[system]!, botDelayMs: 0 });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  expect(created.value.status).toBe('finished');
  return created.value;
}

const players = (level: string) => [{ name: 'Ann', color: 'red', kind: 'bot', level }, { name: 'Ben', color: 'blue', kind: 'bot', level }];

describe('game statistics', () => {
  it('TM: scores by generation end at the final totals, raises add up to the parameters, awards have every value', () => {
    const session = finishedGame('tm', { seed: 'stats-tm', options: { corporateEra: true, draft: false, solo: false }, players: players('greedy') });
    const stats = statsOf(session.engine, session.toSave(), session.gameId);
    if (!stats.ok) throw new Error(JSON.stringify(stats.error));
    const view = session.viewFor(null) as import('../../src/shared/tm/view').TmView;
    const last = stats.value.byGeneration.at(-1)!;
    expect(last.score).toEqual(view.scores!.sort((a, b) => a.seat - b.seat).map((l) => l.total));
    expect(stats.value.byGeneration.map((g) => g.generation)).toEqual(Array.from({ length: view.generation }, (_, i) => i + 1));
    for (const { parameter, bySeat } of stats.value.parameterRaises!) {
      const p = parameter as keyof typeof view.parameters;
      const total = (view.parameters[p] - view.parameterLimits[p].min) / view.parameterLimits[p].step;
      // Raises by players only: a parameter can also start above its minimum (never here) or be raised by nobody's move.
      expect(bySeat.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(total);
      expect(bySeat.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    }
    for (const line of stats.value.breakdown) expect(Object.values(line.parts).reduce((a, b) => a + b, 0)).toBe(line.total);
    expect(stats.value.awards!.every((a) => a.values.length === 2)).toBe(true);
    // Every point is named: the sources of each seat add up to its final total, its cards to its card points.
    for (const line of view.scores!) {
      const sources = stats.value.sources![line.seat]!;
      expect(sources.reduce((s, x) => s + x.points, 0)).toBe(line.total);
      expect(sources.filter((x) => x.kind === 'card').reduce((s, x) => s + x.points, 0)).toBe(line.cards);
    }
    // Every generation's production phase adds at least the TR in M€; greedy bots spend M€ every generation.
    for (const flow of stats.value.resources!) {
      expect(flow.produced.megacredits!).toBeGreaterThanOrEqual(20 * (view.generation - 1));
      expect(flow.spent.megacredits!).toBeGreaterThan(0);
    }
  });

  it.each([
    ['tiny', { seed: 'stats-tiny', players: players('basic') }],
    ['dice', { seed: 'stats-dice', players: players('basic') }],
  ] as const)('%s: the score track by round ends at the final totals', (system, setup) => {
    const session = finishedGame(system, setup);
    const stats = statsOf(session.engine, session.toSave(), session.gameId);
    if (!stats.ok) throw new Error(JSON.stringify(stats.error));
    const finals = [...stats.value.breakdown].sort((a, b) => a.seat - b.seat).map((l) => l.total);
    expect(stats.value.byGeneration.at(-1)!.score).toEqual(finals);
    expect(stats.value.byGeneration.length).toBeGreaterThan(1);
    expect(stats.value.parameterRaises).toBeNull();
    expect(stats.value.resources).toBeNull();
    if (system === 'tiny') expect(stats.value.sources).toBeNull();
    // The Dice Game names its points one by one (track, milestones, awards, cards): they add up to each total.
    else for (const line of stats.value.breakdown) expect(stats.value.sources![line.seat]!.reduce((s, x) => s + x.points, 0)).toBe(line.total);
  });
});

describe('a seat without a name', () => {
  it('is "Seat N" as a message (the window says it in its language), not English from the host', () => {
    const listing: SaveSummary[] = [
      {
        id: 'tiny-old',
        system: 'tiny',
        savedAt: '2025-01-01T00:00:00.000Z',
        players: ['Ann'], // the second seat's name was never kept
        generation: 9,
        phase: 'gameOver',
        finished: true,
        result: { places: [{ seat: 0, score: 20, rank: 2 }, { seat: 1, score: 31, rank: 1 }], soloWon: null },
      },
    ];
    const stats = historyStatsOf('tiny', listing, ENGINES.tiny!, new SaveStore(tempDir()));
    const highest = stats.records.find((r) => r.label === 'highestScore');
    expect(highest).toEqual({ label: 'highestScore', name: msg('host.seat.numbered', { number: 2 }), value: 31, game: 1 });
    expect(stats.records.every((r) => typeof r.name !== 'string' || r.name === 'Ann')).toBe(true);
  });
});
