// Hints at the host: computed on workers and streamed (a first answer, then sharper ones), they never
// change the game or its save; they stop when the position changes; a LAN game gives them only when its
// host allows; every game system gives them.
import { describe, expect, it } from 'vitest';
import { Hub } from '../../src/host/hub';
import type { HintJob, HintRunner } from '../../src/host/hints/hintRunner';
import { SaveStore } from '../../src/host/saveStore';
import { ENGINES } from '../../src/host/systems';
import { parseHostMessage } from '../../src/shared/hostMessages';
import { diceSetup, inMemoryLan, LocalWindow, openHosting } from './support/lanGame';
import { hintUpdates, laterReply, savesOf } from './support/laterReply';
import { useTempDirs } from './support/tempDir';
import { msg } from '../../src/shared/message';

const tempDir = useTempDirs();

const tinySetup = {
  seed: 'hints-tiny',
  options: { map: 'tharsis', intense: false },
  players: [
    { name: 'Ada', color: 'red', kind: 'human' },
    { name: 'Bo', color: 'blue', kind: 'human' },
  ],
};

const tmSetup = {
  seed: 'hints',
  seedKind: 'typed',
  options: { corporateEra: true, draft: false, solo: false },
  players: [
    { name: 'Ada', color: 'red', kind: 'human', beginner: false },
    { name: 'Bo', color: 'blue', kind: 'human', beginner: false },
  ],
};

/** A runner that answers at once: a plan of one pass, every world won; counting the seats it planned for. */
function instantRunner(): { runner: HintRunner; asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    runner: async (job) => {
      if (job.step === 'plan') {
        asked.push(job.seat);
        return { choices: [{ type: 'pass' }], facts: [{}], chanceOf: 'win' };
      }
      if (job.step === 'pick') return { move: { type: 'pass' } };
      return job.worlds.map(() => [1]);
    },
  };
}

const answer = (window: LocalWindow, requestId: string) => laterReply(window, requestId, 'hint');

describe('hints at the host', () => {
  it('streams a suggestion from worker threads, each chance with its range, without changing the game or its save', async () => {
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
    const updates = await hintUpdates(window, 'h1');
    const hints = updates.filter((m) => m.type === 'hint');
    if (hints.length !== updates.length) throw new Error(JSON.stringify(updates.find((m) => m.type === 'error')));
    // A first answer, then sharper ones: more games each time, only the last one final.
    expect(hints.length).toBeGreaterThan(1);
    expect(hints.map((h) => h.final)).toEqual([...hints.slice(1).map(() => false), true]);
    for (let i = 1; i < hints.length; i++) expect(hints[i].worlds).toBeGreaterThan(hints[i - 1].worlds);
    const reply = hints[hints.length - 1];
    expect(reply.seat).toBe(seat);
    expect(reply.moveCount).toBe(0);
    // The opening: a corporation and the cards to keep, the only answer weighed.
    expect(reply.move).toMatchObject({ type: 'opening' });
    expect(reply).toMatchObject({ verdict: 'single', chanceOf: 'win', reason: { key: 'hint.reason.onlyChoice' } });
    expect(reply.choices[0].move).toEqual(reply.move);
    for (const c of reply.choices) {
      expect(c.games).toBe(reply.worlds);
      expect(c.low!).toBeLessThanOrEqual(c.winChance!);
      expect(c.high!).toBeGreaterThanOrEqual(c.winChance!);
    }
    expect(reply.worlds).toBeGreaterThanOrEqual(16);
    // The window's check lets the real reply and view through unchanged, and refuses a forged chance or a sentence for a reason.
    for (const m of [reply, window.last('view')!]) expect(parseHostMessage(JSON.stringify(m))).toEqual(m);
    expect(parseHostMessage(JSON.stringify({ ...reply, choices: [{ ...reply.choices[0], winChance: 2 }] })).type).toBe('error');
    expect(parseHostMessage(JSON.stringify({ ...reply, reason: { key: 'Play this, it is better.', params: {}, versus: null } })).type).toBe('error');
    expect(session.stateHash()).toBe(hash);
    expect(session.moves.length).toBe(moves);
    expect(savesOf(dir)).toBe(saves);
  }, 180_000);

  it('stops refining when the position changes: no more worlds are played, and its first answer stands', async () => {
    let release: () => void = () => {};
    let played = 0;
    const jobs: HintJob[] = [];
    const runner: HintRunner = async (job) => {
      jobs.push(job);
      if (job.step === 'plan') return { choices: [{ type: 'pass' }, { type: 'skip' }], facts: [{}, {}], chanceOf: 'win' };
      if (job.step === 'pick') throw new Error('TINY has no deeper pick');
      // The first round is held back until the test has made a move.
      if (jobs.length === 2) await new Promise<void>((r) => (release = r));
      played++;
      return job.worlds.map((w) => [w % 2, (w + 1) % 2]);
    };
    const hub = new Hub({ engines: ENGINES, store: new SaveStore(tempDir()), version: 'test', hintRunner: runner, hintWorkers: 1 });
    const window = new LocalWindow(hub);
    window.send({ type: 'newGame', system: 'tiny', setup: { ...tinySetup, seedKind: 'typed' } });
    const session = hub.session!;
    const seat = session.waitingFor()[0];
    window.send({ type: 'hint', requestId: 'moved', seat });
    while (jobs.length < 2) await new Promise((r) => setTimeout(r, 5));
    // The first answer came before any game: the pick, no chances yet.
    expect(window.received.filter((m) => m.type === 'hint')).toMatchObject([{ worlds: 0, final: false, move: { type: 'pass' } }]);
    const move = ENGINES.tiny!.legalMoves!(session.state as never, seat)[0];
    window.send({ type: 'move', requestId: 'm', seat, move });
    expect(session.moves.length).toBe(1);
    // The batch in flight is told to stop at once (the workers read this flag between playouts).
    const flag = (jobs[1] as Extract<HintJob, { step: 'play' }>).stop!;
    for (let i = 0; i < 100 && Atomics.load(new Int32Array(flag), 0) === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(Atomics.load(new Int32Array(flag), 0)).toBe(1);
    release();
    while (played < 1) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 50));
    // Nothing more: no second round, no update for the old position, no error for the player.
    expect(jobs.filter((j) => j.step === 'play')).toHaveLength(1);
    expect(window.received.filter((m) => m.type === 'hint')).toHaveLength(1);
    expect(window.received.some((m) => m.type === 'error')).toBe(false);
  });

  it('is refused in a LAN game until the host allows it, for the host window and for remote players', async () => {
    const { runner, asked } = instantRunner();
    const hub = new Hub({ engines: ENGINES, store: new SaveStore(tempDir()), version: 'test', lan: inMemoryLan, hintRunner: runner, hintWorkers: 1 });
    const host = new LocalWindow(hub);
    host.send({ type: 'newGame', system: 'tm', setup: tmSetup });
    const hosting = await openHosting(host, [0]);
    const remote = new LocalWindow(hub, false, '192.0.2.7');
    remote.send({ type: 'join', requestId: 'j', code: hosting.code, seat: 1 });
    expect(host.last('view')?.session.hint).toMatchObject({ available: false, lanAllowed: false, reason: { key: 'host.hint.offOnLan' } });

    host.send({ type: 'hint', requestId: 'a', seat: 0 });
    expect(await answer(host, 'a')).toMatchObject({ type: 'error', message: { key: 'host.hint.offOnLan' } });
    remote.send({ type: 'hint', requestId: 'b', seat: 1 });
    expect(await answer(remote, 'b')).toMatchObject({ type: 'error', message: { key: 'host.hint.offOnLan' } });
    // Only the host may change the rule.
    remote.send({ type: 'hintRules', requestId: 'c', enabled: true });
    expect(await answer(remote, 'c')).toMatchObject({ type: 'error', message: msg('host.error.hostOnly') });
    expect(asked).toEqual([]);

    host.send({ type: 'hintRules', requestId: 'd', enabled: true });
    expect(host.last('view')?.session.hint).toMatchObject({ available: true, lanAllowed: true });
    host.send({ type: 'hint', requestId: 'e', seat: 0 });
    expect(await answer(host, 'e')).toMatchObject({ type: 'hint', seat: 0 });
    remote.send({ type: 'hint', requestId: 'f', seat: 1 });
    expect(await answer(remote, 'f')).toMatchObject({ type: 'hint', seat: 1 });
    // A seat played elsewhere is not this client's to ask about.
    remote.send({ type: 'hint', requestId: 'g', seat: 0 });
    expect(await answer(remote, 'g')).toMatchObject({ type: 'error', message: msg('host.seat.notHere', { number: 1 }) });
    expect(asked).toEqual([0, 1]);
  });

  it('spreads a hint over workers: one plan, then disjoint worlds on each, pooled world by world until the pick is told apart', async () => {
    const jobs: HintJob[] = [];
    const runner: HintRunner = async (job) => {
      jobs.push(job);
      if (job.step === 'plan') return { choices: [{ type: 'pass' }, { type: 'pass', other: 1 }], facts: [{ tr: 21 }, { tr: 20 }], chanceOf: 'win' };
      // The expert's search agrees with the plan's first choice.
      if (job.step === 'pick') return { move: { type: 'pass' } };
      // The pick wins every world, the other one world in four.
      return job.worlds.map((w) => [1, w % 4 === 0 ? 1 : 0]);
    };
    const hub = new Hub({ engines: ENGINES, store: new SaveStore(tempDir()), version: 'test', hintRunner: runner, hintWorkers: 2 });
    const window = new LocalWindow(hub);
    window.send({ type: 'newGame', system: 'tm', setup: tmSetup });
    const seat = hub.session!.waitingFor()[0];
    window.send({ type: 'hint', requestId: 'spread', seat });
    const hints = (await hintUpdates(window, 'spread')).filter((m) => m.type === 'hint');
    const plays = jobs.filter((j) => j.step === 'play');
    expect(jobs.filter((j) => j.step === 'plan')).toHaveLength(1);
    // The first round: the coach's first worlds over both workers; then one a worker a round (TM's budget).
    expect(plays.slice(0, 2).map((j) => j.worlds)).toEqual([[0], [1]]);
    expect(plays.slice(2, 4).map((j) => j.worlds)).toEqual([[2], [3]]);
    const all = plays.flatMap((j) => j.worlds).sort((a, b) => a - b);
    expect(all).toEqual(all.map((_, i) => i));
    for (const j of plays) expect(j.prepared).toEqual(plays[0].prepared);
    const last = hints[hints.length - 1];
    expect(last).toMatchObject({ type: 'hint', final: true, verdict: 'clear', worlds: all.length, move: { type: 'pass' } });
    expect(last.choices[0].winChance).toBe(1);
    expect(last.reason).toEqual({ key: 'hint.reason.moreTr', params: { amount: 1 }, versus: 1 });
    // The first answer before any game: the pick and why, no chances yet; then the first two worlds.
    expect(hints[0]).toMatchObject({ worlds: 0, verdict: 'refining', final: false, move: { type: 'pass' }, reason: { key: 'hint.reason.moreTr' } });
    expect(hints[0].choices[0]).toMatchObject({ winChance: null, low: null, high: null, games: 0 });
    // Then the expert's pick (no games yet), then the first two worlds.
    expect(hints[1]).toMatchObject({ worlds: 0, verdict: 'refining', final: false, move: { type: 'pass' } });
    expect(hints[2]).toMatchObject({ worlds: 2, verdict: 'refining', final: false });
  });

  it('puts the expert\'s pick first once its search is done, and plays the answers in that order', async () => {
    const jobs: HintJob[] = [];
    const runner: HintRunner = async (job) => {
      jobs.push(job);
      if (job.step === 'plan') return { choices: [{ type: 'pass' }, { type: 'pass', other: 1 }], facts: [{ tr: 20 }, { tr: 21 }], chanceOf: 'win' };
      // The search (one step a worker, no rounds to compare here) picks the plan's second choice.
      if (job.step === 'pick') return { move: { type: 'pass', other: 1 } };
      return job.worlds.map((w) => [1, w % 4 === 0 ? 1 : 0]);
    };
    const hub = new Hub({ engines: ENGINES, store: new SaveStore(tempDir()), version: 'test', hintRunner: runner, hintWorkers: 2 });
    const window = new LocalWindow(hub);
    window.send({ type: 'newGame', system: 'tm', setup: tmSetup });
    const seat = hub.session!.waitingFor()[0];
    window.send({ type: 'hint', requestId: 'deeper', seat });
    const hints = (await hintUpdates(window, 'deeper')).filter((m) => m.type === 'hint');
    expect(hints[0]).toMatchObject({ worlds: 0, move: { type: 'pass' } });
    expect(hints[0].move).not.toHaveProperty('other');
    expect(hints[1]).toMatchObject({ worlds: 0, move: { type: 'pass', other: 1 }, reason: { key: 'hint.reason.moreTr', params: { amount: 1 } } });
    expect(jobs.filter((j) => j.step === 'pick').length).toBeGreaterThan(0);
    const plays = jobs.filter((j): j is Extract<HintJob, { step: 'play' }> => j.step === 'play');
    for (const j of plays) expect(j.choices).toEqual([{ type: 'pass', other: 1 }, { type: 'pass' }]);
    expect(hints[hints.length - 1]).toMatchObject({ final: true, verdict: 'clear', move: { type: 'pass', other: 1 } });
  });

  it('a deeper pick is told to stop when the position changes; stopped, it ends quietly with its first answer', async () => {
    const jobs: HintJob[] = [];
    const runner: HintRunner = async (job) => {
      jobs.push(job);
      if (job.step === 'plan') return { choices: [{ type: 'pass' }, { type: 'pass', other: 1 }], facts: [{}, {}], chanceOf: 'win' };
      if (job.step === 'pick') {
        // As a worker's planner does: it plays until the flag is set, then throws (the worker's reply is an error).
        const flag = new Int32Array(job.stop!);
        while (Atomics.load(flag, 0) === 0) await new Promise((r) => setTimeout(r, 5));
        throw new Error('the position changed');
      }
      return job.worlds.map(() => [1, 0]);
    };
    const hub = new Hub({ engines: ENGINES, store: new SaveStore(tempDir()), version: 'test', hintRunner: runner, hintWorkers: 1 });
    const window = new LocalWindow(hub);
    window.send({ type: 'newGame', system: 'tm', setup: tmSetup });
    const session = hub.session!;
    const seat = session.waitingFor()[0];
    window.send({ type: 'hint', requestId: 'stopped-pick', seat });
    while (!jobs.some((j) => j.step === 'pick')) await new Promise((r) => setTimeout(r, 5));
    const pick = jobs.find((j): j is Extract<HintJob, { step: 'pick' }> => j.step === 'pick')!;
    expect(pick.stop).toBeInstanceOf(SharedArrayBuffer);
    expect(Atomics.load(new Int32Array(pick.stop!), 0)).toBe(0);
    // The player moves on (the opening's answer, as a bot would give it).
    const move = ENGINES.tm!.legalMoves!(session.state as never, seat)[0];
    window.send({ type: 'move', requestId: 'm', seat, move });
    for (let i = 0; i < 100 && Atomics.load(new Int32Array(pick.stop!), 0) === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(Atomics.load(new Int32Array(pick.stop!), 0)).toBe(1);
    await new Promise((r) => setTimeout(r, 50));
    // The first answer stands: no error reaches the player, and no world is played for the old position.
    expect(window.received.filter((m) => m.type === 'hint')).toHaveLength(1);
    expect(window.received.some((m) => m.type === 'error')).toBe(false);
    expect(jobs.some((j) => j.step === 'play')).toBe(false);
  });

  it('gives hints in the Dice Game and TINYforming Mars too', async () => {
    const { runner, asked } = instantRunner();
    const hub = new Hub({ engines: ENGINES, store: new SaveStore(tempDir()), version: 'test', hintRunner: runner, hintWorkers: 1 });
    const window = new LocalWindow(hub);
    for (const [system, setup] of [['dice', diceSetup(['human', 'human'])], ['tiny', tinySetup]] as const) {
      window.send({ type: 'newGame', system, setup: { ...setup, seedKind: 'typed' } });
      expect(window.last('view')?.session.hint).toMatchObject({ available: true });
      const seat = hub.session!.waitingFor()[0];
      window.send({ type: 'hint', requestId: system, seat });
      const hints = await hintUpdates(window, system);
      expect(hints[hints.length - 1]).toMatchObject({ type: 'hint', final: true, move: { type: 'pass' } });
    }
    expect(asked).toHaveLength(2);
  });
});
