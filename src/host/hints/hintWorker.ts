// The bot's worker thread: computes hints, charts of chances and bot moves (see hintRunner.ts), one job
// per message, away from the host's event loop, so the game, its bots and every window stay responsive
// while the search plays its games out. It stays for the next job until the host ends it.
import { parentPort } from 'node:worker_threads';
import { COACHES, WIN_CHANCE_CHARTS, WORKER_BOTS } from './hinters';
import type { WorkerJob, WorkerReply } from './hintRunner';

function run(job: WorkerJob): unknown {
  if (job.task === 'botMove') {
    const bot = WORKER_BOTS[job.system]?.[job.level];
    if (!bot) throw new Error(`no ${job.level} bot for ${job.system} on a worker`);
    return bot(job.prepared, job.seat, job.seed, job.step);
  }
  if (job.task === 'winChances') {
    const chart = WIN_CHANCE_CHARTS[job.system];
    if (!chart) throw new Error(`no chart of chances for ${job.system}`);
    return chart(job.game, job.seed, job.budget);
  }
  const coach = COACHES[job.system];
  if (!coach) throw new Error(`no hints for ${job.system}`);
  if (job.step === 'plan') return coach.plan(job.prepared, job.seat, job.seed);
  const flag = job.stop ? new Int32Array(job.stop) : null;
  const stopped = () => flag !== null && Atomics.load(flag, 0) === 1;
  if (job.step === 'pick') {
    if (!coach.deeperPick) throw new Error(`no deeper pick for ${job.system}`);
    return coach.deeperPick.pick(job.prepared, job.seat, job.seed, job.search, stopped);
  }
  return coach.play(job.prepared, job.seat, job.seed, job.choices, job.worlds, stopped);
}

parentPort!.on('message', (job: WorkerJob) => {
  let reply: WorkerReply;
  try {
    reply = { ok: true, result: run(job) };
  } catch (err) {
    reply = { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(reply);
});
