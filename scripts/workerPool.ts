// Runs numbered, independent jobs (a game each) on worker threads, one per core by default: each job is
// handed to whichever worker is free and the results are put back in job order, so a batch gives the
// same results as one thread. Workers run TypeScript source through tsx's loader.
import { availableParallelism } from 'node:os';
import { parentPort, Worker } from 'node:worker_threads';

export type IndexedReply<T> = { index: number; result: T } | { index: number; crash: string };

/** `--workers N`, or one per core. */
export function workerCount(argv: string[]): number {
  const i = argv.indexOf('--workers');
  const asked = i >= 0 ? Number(argv[i + 1]) : availableParallelism();
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}

/**
 * Jobs 0..count-1 in job order: played here by `playHere` when one thread is asked (or one job), else by
 * the worker module at `workerUrl` (which calls `serveIndexed` with the same play).
 */
export async function runOnWorkers<T>(count: number, workers: number, playHere: (index: number) => T, workerUrl: URL, workerData: unknown): Promise<T[]> {
  if (workers <= 1 || count <= 1) return Array.from({ length: count }, (_, i) => playHere(i));
  const bootSource = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  const results = new Array<T>(count);
  let next = 0;
  const runOne = (worker: Worker) =>
    new Promise<void>((done, fail) => {
      const handOut = () => {
        if (next >= count) return done();
        worker.postMessage(next++);
      };
      worker.on('message', (reply: IndexedReply<T>) => {
        if ('crash' in reply) return fail(new Error(`job ${reply.index}: ${reply.crash}`));
        results[reply.index] = reply.result;
        handOut();
      });
      worker.on('error', fail);
      handOut();
    });
  const pool = Array.from({ length: Math.min(workers, count) }, () => new Worker(bootSource, { eval: true, workerData }));
  try {
    await Promise.all(pool.map(runOne));
  } finally {
    await Promise.all(pool.map((w) => w.terminate()));
  }
  return results;
}

/** Inside a worker: answer each job number sent with `play`'s result (or the crash's stack). */
export function serveIndexed<T>(play: (index: number) => T): void {
  parentPort!.on('message', (index: number) => {
    let reply: IndexedReply<T>;
    try {
      reply = { index, result: play(index) };
    } catch (e) {
      reply = { index, crash: (e as Error).stack ?? String(e) };
    }
    parentPort!.postMessage(reply);
  });
}
