// The search bot at people's pace thinks on a worker: the host's thread stays free meanwhile, an answer
// that arrives after the game moved on is dropped, and the worker is given only what the seat may know.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, waitingFor, type TmState } from '../../src/engine/tm';
import { botRandom } from '../../src/host/bots';
import { searchBot } from '../../src/host/bots/searchBot';
import { searchShare } from '../../src/host/bots/searchShares';
import { COACHES } from '../../src/host/hints/hinters';
import type { NewGameSetup } from '../../src/shared/protocol';
import { workerBotMove, type BotMoveJob } from '../../src/host/hints/hintRunner';
import { tmWorkerBots } from '../../src/host/hints/workerBots';
import { Session } from '../../src/host/session';
import { tmEngine } from '../../src/host/systems/tm';
import { refusalError } from '../unit/support/tmRefusal';

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

/** A worker stand-in (one worker: the whole decision in one job) that answers only when the test says so. */
function heldWorker() {
  const jobs: { job: BotMoveJob; answer: (move: unknown) => void }[] = [];
  const run = (job: BotMoveJob) => new Promise<unknown>((answer) => jobs.push({ job, answer }));
  return { jobs, engine: { ...tmEngine, backgroundBots: tmWorkerBots(run, 1) } };
}

/** Greedy moves until seat 0 must choose an action in generation 2 (something for the search to compare). */
function midGame(): TmState {
  let state = createGame(setup as NewGameSetup);
  const random = botRandom(4);
  while (!(state.generation >= 2 && state.pending[0]?.prompt.kind === 'action' && legalMoves(state, 0).length > 3)) {
    const seat = waitingFor(state)[0];
    const r = applyMove(state, seat, tmEngine.bots.greedy(state, seat, random));
    if (!r.ok) throw refusalError(r.error);
    state = r.state;
  }
  return state;
}

const tick = (ms = 20) => new Promise((r) => setTimeout(r, ms));

async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 3000 && !done(); i++) await tick(10);
  if (!done()) throw new Error('timed out waiting');
}

function newSession(engine: typeof tmEngine): Session {
  const created = Session.create(setup, { engine, botDelayMs: 1 });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
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

  it('spreads a decision over one job per worker and round, each with the seat’s re-dealt position, and plays the pooled choice', async () => {
    const state = midGame();
    const jobs: BotMoveJob[] = [];
    // In-process stand-ins for two workers, with no time cap so the choice is reproducible.
    const run = async (job: BotMoveJob) => {
      jobs.push(job);
      return searchShare(job.prepared as TmState, job.seat, job.seed, { ...job.step!, timeMs: null });
    };
    const move = await tmWorkerBots(run, 2).search(state, 0, 21);
    const prepared = COACHES.tm!.prepare(state, 0, 21) as TmState;
    expect(move).toEqual(searchBot({ timeMs: null })(prepared, 0, botRandom(21)));
    // Three candidates: all of them in the first round's two worlds, then the favourite and the better challenger in two more.
    expect(jobs.map((j) => j.step!.round?.index ?? 0)).toEqual([0, 0, 1, 1]);
    expect(jobs.map((j) => j.step!.share)).toEqual(jobs.map((_, i) => ({ part: i % 2, parts: 2 })));
    for (const job of jobs) expect(job).toMatchObject({ task: 'botMove', system: 'tm', seat: 0, seed: 21, level: 'search', prepared });
  });

  it('real workers, two of them, answer a decision in the middle of a game with a legal move', async () => {
    const state = midGame();
    const move = await tmWorkerBots(workerBotMove, 2).search(state, 0, 5);
    expect(legalMoves(state, 0)).toContainEqual(move);
  }, 60_000);

  it('a real worker answers the search bot’s opening and the game goes on', async () => {
    const session = newSession(tmEngine);
    await until(() => session.moves.some((m) => m.seat === 1));
    expect(session.moves[0]).toMatchObject({ seat: 1, by: 'bot', move: { type: 'opening' } });
    session.close();
  }, 60_000);
});
