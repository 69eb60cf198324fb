// Hints at the host: computed on a worker, they never change the game or its save; a LAN game gives
// them only when its host allows; TINY and Dice say why they have none.
import { describe, expect, it } from 'vitest';
import { Hub } from '../../src/host/hub';
import type { HintJob, HintRunner } from '../../src/host/hints/hintRunner';
import { SaveStore } from '../../src/host/saveStore';
import { ENGINES } from '../../src/host/systems';
import { parseHostMessage } from '../../src/shared/hostMessages';
import { diceSetup, inMemoryLan, LocalWindow, openHosting } from './support/lanGame';
import { laterReply, savesOf } from './support/laterReply';
import { useTempDirs } from './support/tempDir';

const tempDir = useTempDirs();

const tmSetup = {
  seed: 'hints',
  seedKind: 'typed',
  options: { corporateEra: true, draft: false, solo: false },
  players: [
    { name: 'Ada', color: 'red', kind: 'human', beginner: false },
    { name: 'Bo', color: 'blue', kind: 'human', beginner: false },
  ],
};

/** A runner that answers at once with the first legal move, counting the questions it was asked. */
function instantRunner(): { runner: HintRunner; asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    runner: async (job) => {
      asked.push(job.seat);
      return { move: { type: 'pass' }, choices: [{ move: { type: 'pass' }, winChance: 0.5 }], worlds: 1 };
    },
  };
}

const answer = (window: LocalWindow, requestId: string) => laterReply(window, requestId, 'hint');

describe('hints at the host', () => {
  it('suggests a move from a worker thread without changing the game or its save', async () => {
    const dir = tempDir();
    const hub = new Hub({ engines: ENGINES, store: new SaveStore(dir), version: 'test' });
    const window = new LocalWindow(hub);
    window.send({ type: 'newGame', system: 'tm', setup: tmSetup });
    const session = hub.session!;
    const seat = session.waitingFor()[0];
    const hash = session.stateHash();
    const moves = session.moves.length;
    const saves = savesOf(dir);
    expect(window.last('view')?.session.hint).toEqual({ available: true, lanAllowed: false, moveCount: 0 });
    window.send({ type: 'hint', requestId: 'h1', seat });
    const reply = await answer(window, 'h1');
    if (reply.type !== 'hint') throw new Error(reply.type === 'error' ? reply.message : 'no hint');
    expect(reply.seat).toBe(seat);
    // The opening: a corporation and the cards to keep (legality is checked in tests/unit/hints).
    expect(reply.move).toMatchObject({ type: 'opening' });
    expect(reply.choices[0].move).toEqual(reply.move);
    for (const c of reply.choices) expect(c.winChance).toBeGreaterThanOrEqual(0);
    expect(reply.worlds).toBeGreaterThanOrEqual(2);
    // The window's check lets the real reply and view through unchanged, and refuses a forged chance.
    for (const m of [reply, window.last('view')!]) expect(parseHostMessage(JSON.stringify(m))).toEqual(m);
    expect(parseHostMessage(JSON.stringify({ ...reply, choices: [{ move: reply.move, winChance: 2 }] })).type).toBe('error');
    expect(session.stateHash()).toBe(hash);
    expect(session.moves.length).toBe(moves);
    expect(savesOf(dir)).toBe(saves);
  }, 120_000);

  it('is refused in a LAN game until the host allows it, for the host window and for remote players', async () => {
    const { runner, asked } = instantRunner();
    const hub = new Hub({ engines: ENGINES, store: new SaveStore(tempDir()), version: 'test', lan: inMemoryLan, hintRunner: runner, hintWorkers: 1 });
    const host = new LocalWindow(hub);
    host.send({ type: 'newGame', system: 'tm', setup: tmSetup });
    const hosting = await openHosting(host, [0]);
    const remote = new LocalWindow(hub, false, '192.0.2.7');
    remote.send({ type: 'join', requestId: 'j', code: hosting.code, seat: 1 });
    expect(host.last('view')?.session.hint).toMatchObject({ available: false, lanAllowed: false, reason: expect.stringMatching(/turned off/) });

    host.send({ type: 'hint', requestId: 'a', seat: 0 });
    expect(await answer(host, 'a')).toMatchObject({ type: 'error', message: expect.stringMatching(/hints turned off/) });
    remote.send({ type: 'hint', requestId: 'b', seat: 1 });
    expect(await answer(remote, 'b')).toMatchObject({ type: 'error', message: expect.stringMatching(/hints turned off/) });
    // Only the host may change the rule.
    remote.send({ type: 'hintRules', requestId: 'c', enabled: true });
    expect(await answer(remote, 'c')).toMatchObject({ type: 'error', message: 'Only the host can do that.' });
    expect(asked).toEqual([]);

    host.send({ type: 'hintRules', requestId: 'd', enabled: true });
    expect(host.last('view')?.session.hint).toMatchObject({ available: true, lanAllowed: true });
    host.send({ type: 'hint', requestId: 'e', seat: 0 });
    expect(await answer(host, 'e')).toMatchObject({ type: 'hint', seat: 0 });
    remote.send({ type: 'hint', requestId: 'f', seat: 1 });
    expect(await answer(remote, 'f')).toMatchObject({ type: 'hint', seat: 1 });
    // A seat played elsewhere is not this client's to ask about.
    remote.send({ type: 'hint', requestId: 'g', seat: 0 });
    expect(await answer(remote, 'g')).toMatchObject({ type: 'error', message: 'Seat 1 is not played from here.' });
    expect(asked).toEqual([0, 1]);
  });

  it('spreads a hint over workers: the same question, a share of the worlds each, the chances pooled', async () => {
    const jobs: HintJob[] = [];
    const runner: HintRunner = async (job) => {
      jobs.push(job);
      // The first part's games were all won, the second's all lost.
      const chance = jobs.length === 1 ? 1 : 0;
      return { move: { type: 'pass' }, choices: [{ move: { type: 'pass' }, winChance: chance }], worlds: 3 };
    };
    const hub = new Hub({ engines: ENGINES, store: new SaveStore(tempDir()), version: 'test', hintRunner: runner, hintWorkers: 2 });
    const window = new LocalWindow(hub);
    window.send({ type: 'newGame', system: 'tm', setup: tmSetup });
    const seat = hub.session!.waitingFor()[0];
    window.send({ type: 'hint', requestId: 'spread', seat });
    const reply = await answer(window, 'spread');
    expect(reply).toMatchObject({ type: 'hint', worlds: 6, choices: [{ winChance: 0.5 }] });
    expect(jobs.map((j) => j.share)).toEqual([
      { part: 0, parts: 2 },
      { part: 1, parts: 2 },
    ]);
    expect(jobs[1].prepared).toEqual(jobs[0].prepared);
    expect(jobs[1].seed).toBe(jobs[0].seed);
  });

  it('says why the Dice Game has no hint, and asks no worker', async () => {
    const { runner, asked } = instantRunner();
    const hub = new Hub({ engines: ENGINES, store: new SaveStore(tempDir()), version: 'test', hintRunner: runner, hintWorkers: 1 });
    const window = new LocalWindow(hub);
    window.send({ type: 'newGame', system: 'dice', setup: { ...diceSetup(['human', 'human']), seedKind: 'typed' } });
    expect(window.last('view')?.session.hint).toMatchObject({ available: false, reason: expect.stringMatching(/Dice Game/) });
    window.send({ type: 'hint', requestId: 'x', seat: 0 });
    expect(await answer(window, 'x')).toMatchObject({ type: 'error', message: expect.stringMatching(/Dice Game/) });
    expect(asked).toEqual([]);
  });
});
