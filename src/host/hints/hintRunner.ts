// Runs the bot's background work on a worker thread (node:worker_threads), one thread per job, ended when
// it answers: hints, the end screen's chart of chances, and the search bot's moves in a game. Run from TypeScript source (the CLI host,
// tests) the worker boots through tsx's loader; in the built app it is its own bundle beside the main one
// (electron.vite.config.ts).
import { Worker } from 'node:worker_threads';
import type { HintReport } from '../../shared/hint';
import type { SystemId } from '../../shared/systems';
import type { Seat } from '../../shared/tm/basics';
import type { WinChanceChart } from '../../shared/winChances';
import type { HintShare } from './tmHint';
import type { RecordedGame, WinChanceBudget } from './tmWinChances';

/** A hint: the state as the seat may know it (see hinters.ts `prepare`). */
export interface HintJob {
  task: 'hint';
  system: SystemId;
  prepared: unknown;
  seat: Seat;
  seed: number;
  /** This worker's share of the sampled worlds, when the hint is spread over several. */
  share?: HintShare;
}

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
}

export type WorkerJob = HintJob | WinChanceJob | BotMoveJob;

export type WorkerReply = { ok: true; result: unknown } | { ok: false; error: string };

export type HintRunner = (job: HintJob) => Promise<HintReport>;
export type WinChanceRunner = (job: WinChanceJob) => Promise<WinChanceChart>;

function startWorker(job: WorkerJob): Worker {
  const here = import.meta.url;
  if (/\.ts$/.test(new URL(here).pathname)) {
    const source = new URL('./hintWorker.ts', here).href;
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
    return new Worker(boot, { eval: true, workerData: job });
  }
  return new Worker(new URL('./hintWorker.js', here), { workerData: job });
}

function runOnWorker<T>(job: WorkerJob): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = startWorker(job);
    let settled = false;
    const finish = (act: () => void) => {
      if (settled) return;
      settled = true;
      act();
      void worker.terminate();
    };
    worker.once('message', (reply: WorkerReply) => finish(() => (reply.ok ? resolve(reply.result as T) : reject(new Error(reply.error)))));
    worker.once('error', (err) => finish(() => reject(err)));
    worker.once('exit', (code) => finish(() => reject(new Error(`the bot's worker stopped (code ${code})`))));
  });
}

export const workerHintRunner: HintRunner = (job) => runOnWorker<HintReport>(job);
export const workerWinChanceRunner: WinChanceRunner = (job) => runOnWorker<WinChanceChart>(job);
export const workerBotMove = (job: BotMoveJob): Promise<unknown> => runOnWorker<unknown>(job);
