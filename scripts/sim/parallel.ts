// Plays a simulator's batch on worker threads, one per core: games are independent (each has its own
// seed and bot randomness from its index), so they are handed out one at a time to whichever worker is
// free and the outcomes are put back in game order, which makes the summary identical to one thread's.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GameOutcome } from './summary';
import { SIMULATORS, type SimSystem } from './systems';

/** What a worker is told once, and then per game. */
export interface WorkerSetup {
  system: SimSystem;
  argv: string[];
}
export type WorkerReply = { index: number; outcome: GameOutcome } | { index: number; crash: string };

/** Workers run this TypeScript source through tsx's loader, registered before the module loads. */
const WORKER_URL = new URL('./worker.ts', import.meta.url).href;
const bootSource = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL)}); })`;

/** `--workers N`, or one per core. */
export function workerCount(argv: string[]): number {
  const i = argv.indexOf('--workers');
  const asked = i >= 0 ? Number(argv[i + 1]) : availableParallelism();
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}

export async function playBatch(system: SimSystem, argv: string[], workers: number): Promise<GameOutcome[]> {
  const batch = SIMULATORS[system].games(argv);
  if (workers <= 1 || batch.games <= 1) return Array.from({ length: batch.games }, (_, g) => batch.play(g));
  const outcomes = new Array<GameOutcome>(batch.games);
  let next = 0;
  const runOne = (worker: Worker) =>
    new Promise<void>((done, fail) => {
      const handOut = () => {
        if (next >= batch.games) return done();
        worker.postMessage(next++);
      };
      worker.on('message', (reply: WorkerReply) => {
        if ('crash' in reply) return fail(new Error(`game ${reply.index}: ${reply.crash}`));
        outcomes[reply.index] = reply.outcome;
        handOut();
      });
      worker.on('error', fail);
      handOut();
    });
  const pool = Array.from({ length: Math.min(workers, batch.games) }, () => new Worker(bootSource, { eval: true, workerData: { system, argv } satisfies WorkerSetup }));
  try {
    await Promise.all(pool.map(runOne));
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return outcomes;
}
