// One simulation worker: builds its simulator's batch from the command line once, then plays the game
// numbers it is sent and replies with each outcome (see parallel.ts).
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply, WorkerSetup } from './parallel';
import { SIMULATORS } from './systems';

const { system, argv } = workerData as WorkerSetup;
const batch = SIMULATORS[system].games(argv);
parentPort!.on('message', (index: number) => {
  let reply: WorkerReply;
  try {
    reply = { index, outcome: batch.play(index) };
  } catch (e) {
    reply = { index, crash: (e as Error).stack ?? String(e) };
  }
  parentPort!.postMessage(reply);
});
