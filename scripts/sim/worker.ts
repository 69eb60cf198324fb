// One simulation worker: builds its simulator's batch from the command line once, then plays the game
// numbers it is sent (see parallel.ts).
import { workerData } from 'node:worker_threads';
import { serveIndexed } from '../workerPool';
import type { WorkerSetup } from './parallel';
import { SIMULATORS } from './systems';

const { system, argv } = workerData as WorkerSetup;
const batch = SIMULATORS[system].games(argv);
serveIndexed((index) => batch.play(index));
