// A hint worker thread: computes one hint (see hintRunner.ts) away from the host's event loop, so the
// game, its bots and every window stay responsive while the search plays its games out.
import { parentPort, workerData } from 'node:worker_threads';
import { HINTERS } from './hinters';
import type { HintJob, HintWorkerReply } from './hintRunner';

const job = workerData as HintJob;
let reply: HintWorkerReply;
try {
  const hinter = HINTERS[job.system];
  if (!hinter) throw new Error(`no hints for ${job.system}`);
  reply = { ok: true, report: hinter.compute(job.prepared, job.seat, job.seed) };
} catch (err) {
  reply = { ok: false, error: err instanceof Error ? err.message : String(err) };
}
parentPort!.postMessage(reply);
