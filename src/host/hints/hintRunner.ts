// Runs a hint on a worker thread (node:worker_threads), one thread per hint, ended when it answers. Run
// from TypeScript source (the CLI host, tests) the worker boots through tsx's loader; in the built app it
// is its own bundle beside the main one (electron.vite.config.ts).
import { Worker } from 'node:worker_threads';
import type { HintReport } from '../../shared/hint';
import type { SystemId } from '../../shared/systems';
import type { Seat } from '../../shared/tm/basics';

/** What a worker needs: the state as the seat may know it (see hinters.ts `prepare`). */
export interface HintJob {
  system: SystemId;
  prepared: unknown;
  seat: Seat;
  seed: number;
}

export type HintWorkerReply = { ok: true; report: HintReport } | { ok: false; error: string };

export type HintRunner = (job: HintJob) => Promise<HintReport>;

function startWorker(job: HintJob): Worker {
  const here = import.meta.url;
  if (/\.ts$/.test(new URL(here).pathname)) {
    const source = new URL('./hintWorker.ts', here).href;
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
    return new Worker(boot, { eval: true, workerData: job });
  }
  return new Worker(new URL('./hintWorker.js', here), { workerData: job });
}

export const workerHintRunner: HintRunner = (job) =>
  new Promise<HintReport>((resolve, reject) => {
    const worker = startWorker(job);
    let settled = false;
    const finish = (act: () => void) => {
      if (settled) return;
      settled = true;
      act();
      void worker.terminate();
    };
    worker.once('message', (reply: HintWorkerReply) => finish(() => (reply.ok ? resolve(reply.report) : reject(new Error(reply.error)))));
    worker.once('error', (err) => finish(() => reject(err)));
    worker.once('exit', (code) => finish(() => reject(new Error(`the hint worker stopped (code ${code})`))));
  });
