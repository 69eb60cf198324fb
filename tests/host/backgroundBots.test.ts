// The search bot at people's pace thinks on a worker: the host's thread stays free meanwhile, an answer
// that arrives after the game moved on is dropped, and the worker is given only what the seat may know.
import { describe, expect, it } from 'vitest';
import type { TmState } from '../../src/engine/tm';
import { botRandom } from '../../src/host/bots';
import type { BotMoveJob } from '../../src/host/hints/hintRunner';
import { tmWorkerBots } from '../../src/host/hints/workerBots';
import { Session } from '../../src/host/session';
import { tmEngine } from '../../src/host/systems/tm';

const setup = {
  seed: 'background-bots',
  seedKind: 'typed',
  options: { corporateEra: true, draft: false, solo: false },
  players: [
    // Dealt openings: both seats choose at once, so the person can move while the bot thinks.
    { name: 'Ada', color: 'red', kind: 'human', beginner: false },
    { name: 'Searcher', color: 'blue', kind: 'bot', level: 'search', beginner: false },
  ],
};

/** A worker stand-in that answers only when the test says so. */
function heldWorker() {
  const jobs: { job: BotMoveJob; answer: (move: unknown) => void }[] = [];
  const run = (job: BotMoveJob) => new Promise<unknown>((answer) => jobs.push({ job, answer }));
  return { jobs, engine: { ...tmEngine, backgroundBots: tmWorkerBots(run) } };
}

const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 3000 && !done(); i++) await tick(10);
  if (!done()) throw new Error('timed out waiting');
}

function newSession(engine: typeof tmEngine): Session {
  const created = Session.create(setup, { engine, botDelayMs: 1 });
  if (!created.ok) throw new Error(created.error);
  return created.value;
}

describe('bots thinking on a worker', () => {
  it('plays the worker’s answer; meanwhile the host goes on and the bot seat still waits', async () => {
    const { jobs, engine } = heldWorker();
    const session = newSession(engine);
    await until(() => jobs.length === 1);
    // The host thread is free: the person's own opening is taken while the bot thinks.
    expect(session.waitingFor()).toEqual([0, 1]);
    const mine = tmEngine.bots.basic(session.state as TmState, 0, botRandom(1));
    expect(session.submit(0, mine)).toEqual({ ok: true });
    // That move changed the position the bot was asked about, so its answer is dropped and it is asked again.
    const stale = tmEngine.bots.basic(jobs[0].job.prepared as TmState, 1, botRandom(2));
    jobs[0].answer(stale);
    await until(() => jobs.length === 2);
    expect(session.moves.length).toBe(1);
    const fresh = tmEngine.bots.basic(session.state as TmState, 1, botRandom(3));
    jobs[1].answer(fresh);
    await until(() => session.moves.length === 2);
    expect(session.moves[1]).toMatchObject({ seat: 1, by: 'bot' });
    session.close();
  });

  it('hands the worker a re-dealt copy: the opponent’s dealt cards are not where they really are', async () => {
    const { jobs, engine } = heldWorker();
    const session = newSession(engine);
    await until(() => jobs.length === 1);
    const real = session.state as TmState;
    const sent = jobs[0].job.prepared as TmState;
    expect(jobs[0].job).toMatchObject({ task: 'botMove', system: 'tm', seat: 1, level: 'search' });
    expect(sent.players[1].offered).toEqual(real.players[1].offered);
    expect(sent.players[0].offered).not.toEqual(real.players[0].offered);
    expect(sent.players[0].corporationsOffered).not.toEqual(real.players[0].corporationsOffered);
    session.close();
  });

  it('a real worker answers the search bot’s opening and the game goes on', async () => {
    const session = newSession(tmEngine);
    await until(() => session.moves.some((m) => m.seat === 1));
    expect(session.moves[0]).toMatchObject({ seat: 1, by: 'bot', move: { type: 'opening' } });
    session.close();
  }, 60_000);
});
