// The end screen's chart of chances at the host: computed on a worker from a finished game's moves, one
// point per generation per player whose chances add up to one, and the game and its save unchanged.
import { describe, expect, it } from 'vitest';
import type { WinChanceRunner } from '../../src/host/hints/hintRunner';
import { Hub } from '../../src/host/hub';
import { SaveStore } from '../../src/host/saveStore';
import { ENGINES } from '../../src/host/systems';
import { parseHostMessage } from '../../src/shared/hostMessages';
import { LocalWindow } from './support/lanGame';
import { laterReply, savesOf } from './support/laterReply';
import { useTempDirs } from './support/tempDir';
import { english } from './support/english';

const tempDir = useTempDirs();

function setup(kind: 'human' | 'bot') {
  return {
    seed: 'win-chances',
    seedKind: 'typed',
    options: { corporateEra: true, draft: false, solo: false },
    players: [
      { name: 'Ada', color: 'red', kind, level: kind === 'bot' ? 'basic' : undefined, beginner: true },
      { name: 'Bo', color: 'blue', kind, level: kind === 'bot' ? 'basic' : undefined, beginner: true },
    ],
  };
}

const answer = (window: LocalWindow, requestId: string) => laterReply(window, requestId, 'winChances');

describe('the chart of chances at the host', () => {
  it('charts a finished bot game on a worker: a point per generation per player, chances adding up to one, nothing changed', async () => {
    const dir = tempDir();
    // One world, playouts cut after 150 moves (a cut playout shares the win evenly): small but complete.
    const hub = new Hub({ engines: ENGINES, store: new SaveStore(dir), version: 'test', botDelayMs: 0, winChanceBudget: { worlds: 1, playoutMoves: 150, timeMs: null } });
    const window = new LocalWindow(hub);
    window.send({ type: 'newGame', system: 'tm', setup: setup('bot') });
    const session = hub.session!;
    expect(session.status).toBe('finished');
    const hash = session.stateHash();
    const moves = session.moves.length;
    const saves = savesOf(dir);
    const generations = (session.state as { generation: number }).generation;

    window.send({ type: 'winChances', requestId: 'w1' });
    const reply = await answer(window, 'w1');
    if (reply.type !== 'winChances') throw new Error(reply.type === 'error' ? english(reply.message) : 'no chart');
    expect(reply.gameId).toBe(session.gameId);
    const { chart } = reply;
    expect(chart.players).toEqual(['Ada', 'Bo']);
    expect(chart.worlds).toBe(1);
    expect(chart.solo).toBe(false);
    expect(chart.points.map((p) => p.generation)).toEqual(Array.from({ length: generations }, (_, i) => i + 1));
    for (const point of chart.points) {
      expect(point.chances).toHaveLength(2);
      expect(point.chances[0] + point.chances[1]).toBeCloseTo(1, 9);
    }
    // The last point is the real result: the winner's chance is 1 (or a tie's half).
    const scores = (session.state as { scores: { seat: number; rank: number }[] }).scores;
    const winners = scores.filter((s) => s.rank === 1).map((s) => s.seat);
    expect(chart.points.at(-1)!.chances).toEqual([0, 1].map((seat) => (winners.includes(seat) ? 1 / winners.length : 0)));
    // The window's check lets the real chart through and refuses a forged chance.
    expect(parseHostMessage(JSON.stringify(reply))).toEqual(reply);
    const forged = { ...reply, chart: { ...chart, points: [{ generation: 1, chances: [1.5, 0] }] } };
    expect(parseHostMessage(JSON.stringify(forged)).type).toBe('error');

    expect(session.stateHash()).toBe(hash);
    expect(session.moves.length).toBe(moves);
    expect(savesOf(dir)).toBe(saves);
  }, 300_000);

  it('is refused before the game is over, asking no worker; asked twice, a chart is computed once, split over the workers', async () => {
    const asked: { moves: number; seed: number; worlds: number }[] = [];
    const runner: WinChanceRunner = async (job) => {
      asked.push({ moves: job.game.moves.length, seed: job.seed, worlds: job.budget!.worlds });
      // Each worker's own estimate: the first says Ada, the second Bo, the real result Ada.
      const first = asked.length === 1;
      return { players: ['Ada', 'Bo'], points: [{ generation: 1, chances: first ? [1, 0] : [0, 1] }, { generation: 2, chances: [1, 0] }], worlds: job.budget!.worlds, solo: false };
    };
    const playing = new Hub({ engines: ENGINES, store: new SaveStore(tempDir()), version: 'test', winChanceRunner: runner });
    const human = new LocalWindow(playing);
    human.send({ type: 'newGame', system: 'tm', setup: setup('human') });
    human.send({ type: 'winChances', requestId: 'early' });
    expect(await answer(human, 'early')).toMatchObject({ type: 'error', message: { key: 'host.winChances.notOver' } });
    expect(asked).toEqual([]);

    const budget = { worlds: 7, playoutMoves: 100, timeMs: null };
    const over = new Hub({ engines: ENGINES, store: new SaveStore(tempDir()), version: 'test', botDelayMs: 0, winChanceRunner: runner, winChanceBudget: budget, winChanceWorkers: 2 });
    const window = new LocalWindow(over);
    window.send({ type: 'newGame', system: 'tm', setup: setup('bot') });
    window.send({ type: 'winChances', requestId: 'a' });
    window.send({ type: 'winChances', requestId: 'b' });
    const first = await answer(window, 'a');
    expect(await answer(window, 'b')).toEqual({ ...first, requestId: 'b' });
    // Two workers, 3 and 4 of the 7 worlds, on different seeds; their counts pooled by worlds.
    const moves = over.session!.moves.length;
    expect(asked.map((a) => [a.moves, a.worlds])).toEqual([[moves, 3], [moves, 4]]);
    expect(asked[0].seed).not.toBe(asked[1].seed);
    if (first.type !== 'winChances') throw new Error('no chart');
    expect(first.chart.worlds).toBe(7);
    expect(first.chart.points[0].chances).toEqual([3 / 7, 4 / 7]);
    expect(first.chart.points[1].chances).toEqual([1, 0]);
  });
});
