// The bot's worker thread: computes one hint, one chart of chances or one bot move (see hintRunner.ts) away from the
// host's event loop, so the game, its bots and every window stay responsive while the search plays its
// games out.
import { parentPort, workerData } from 'node:worker_threads';
import { HINTERS, WIN_CHANCE_CHARTS, WORKER_BOTS } from './hinters';
import type { WorkerJob, WorkerReply } from './hintRunner';

function run(job: WorkerJob): unknown {
  if (job.task === 'botMove') {
    const bot = WORKER_BOTS[job.system]?.[job.level];
    if (!bot) throw new Error(`no ${job.level} bot for ${job.system} on a worker`);
    return bot(job.prepared, job.seat, job.seed);
  }
  if (job.task === 'winChances') {
    const chart = WIN_CHANCE_CHARTS[job.system];
    if (!chart) throw new Error(`no chart of chances for ${job.system}`);
    return chart(job.game, job.seed, job.budget);
  }
  const hinter = HINTERS[job.system];
  if (!hinter) throw new Error(`no hints for ${job.system}`);
  return hinter.compute(job.prepared, job.seat, job.seed, job.share);
}

let reply: WorkerReply;
try {
  reply = { ok: true, result: run(workerData as WorkerJob) };
} catch (err) {
  reply = { ok: false, error: err instanceof Error ? err.message : String(err) };
}
parentPort!.postMessage(reply);
