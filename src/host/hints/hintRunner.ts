// Runs the bot's background work on worker threads (node:worker_threads), one job per thread at a time,
// threads kept warm between jobs: hints, the end screen's chart of chances, and the search bot's moves
// in a game. Run from TypeScript source (the CLI host, tests) the worker boots through tsx's loader; in
// the built app it is its own bundle beside the main one (electron.vite.config.ts).
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SystemId } from '../../shared/systems';
import type { Seat } from '../../shared/tm/basics';
import type { WinChanceChart } from '../../shared/winChances';
import type { SearchStep } from '../bots/searchShares';
import type { CoachPlan } from './coach';
import type { RecordedGame, WinChanceBudget } from './tmWinChances';

/**
 * A hint's step (coach.ts): `plan` names the answers to compare; `play` plays them on in the given
 * sampled worlds; `pick` is a step of the deeper pick. The state is as the seat may know it (the coach's
 * `prepare`). `stop`: an Int32 the host sets to 1 when the position changes, so the worker drops the rest
 * of its batch, or its deeper pick, at once.
 */
export type HintJob = {
  task: 'hint';
  system: SystemId;
  prepared: unknown;
  seat: Seat;
  seed: number;
} & ({ step: 'plan' } | { step: 'pick'; search: unknown; stop?: SharedArrayBuffer } | { step: 'play'; choices: unknown[]; worlds: number[]; stop?: SharedArrayBuffer });

/** The chart of a finished game: its setup and moves, all public now. */
export interface WinChanceJob {
  task: 'winChances';
  system: SystemId;
  game: RecordedGame;
  seed: number;
  /** The default budget when absent (tests pass a small one). */
  budget?: WinChanceBudget;
}

/** A bot's move at people's pace: the state as the seat may know it, the level, and the session's seed. */
export interface BotMoveJob {
  task: 'botMove';
  system: SystemId;
  prepared: unknown;
  seat: Seat;
  seed: number;
  level: string;
  /** One worker's step of a decision spread over several (searchShares.ts); the whole decision when absent. */
  step?: SearchStep;
}

export type WorkerJob = HintJob | WinChanceJob | BotMoveJob;

export type WorkerReply = { ok: true; result: unknown } | { ok: false; error: string };

/** A plan for a `plan` step, each world's results (number[][]) for a `play` step, the coach's reply for a `pick` step. */
export type HintRunner = (job: HintJob) => Promise<CoachPlan | number[][] | unknown>;
export type WinChanceRunner = (job: WinChanceJob) => Promise<WinChanceChart>;

function startWorker(): Worker {
  const here = import.meta.url;
  if (/\.ts$/.test(new URL(here).pathname)) {
    const source = new URL('./hintWorker.ts', here).href;
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
    return new Worker(boot, { eval: true });
  }
  return new Worker(new URL('./hintWorker.js', here));
}

/**
 * Threads kept after their job, so the next one skips the start-up (loading the engine and the cards
 * takes longer than a search decision's step): at most one per core, and each ended after a minute
 * idle. An idle thread does not keep the process alive.
 */
const idle: Worker[] = [];
const KEEP_IDLE = availableParallelism();
const IDLE_MS = 60_000;
const idleTimers = new WeakMap<Worker, ReturnType<typeof setTimeout>>();

function takeWorker(): Worker {
  const kept = idle.pop();
  if (kept) {
    clearTimeout(idleTimers.get(kept));
    kept.ref();
    return kept;
  }
  const worker = startWorker();
  // A thread that fails or stops while idle is forgotten; a busy one's job hears of it too (runOnWorker).
  worker.on('error', () => forget(worker));
  worker.on('exit', () => forget(worker));
  return worker;
}

function forget(worker: Worker): void {
  const at = idle.indexOf(worker);
  if (at >= 0) idle.splice(at, 1);
  clearTimeout(idleTimers.get(worker));
}

function keepWorker(worker: Worker): void {
  if (idle.length >= KEEP_IDLE) {
    void worker.terminate();
    return;
  }
  worker.unref();
  idle.push(worker);
  const timer = setTimeout(() => {
    forget(worker);
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  idleTimers.set(worker, timer);
}

function runOnWorker<T>(job: WorkerJob): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = takeWorker();
    const onMessage = (reply: WorkerReply) => {
      stopListening();
      keepWorker(worker);
      if (reply.ok) resolve(reply.result as T);
      else reject(new Error(reply.error));
    };
    const onError = (err: Error) => {
      stopListening();
      void worker.terminate();
      reject(err);
    };
    const onExit = (code: number) => {
      stopListening();
      reject(new Error(`the bot's worker stopped (code ${code})`));
    };
    const stopListening = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job);
  });
}

export const workerHintRunner: HintRunner = (job) => runOnWorker<unknown>(job);
export const workerWinChanceRunner: WinChanceRunner = (job) => runOnWorker<WinChanceChart>(job);
export const workerBotMove = (job: BotMoveJob): Promise<unknown> => runOnWorker<unknown>(job);
