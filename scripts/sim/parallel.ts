// Plays a simulator's batch on worker threads (workerPool.ts): games are independent (each has its own
// seed and bot randomness from its index), so the outcomes in game order make the summary identical to
// one thread's.
import { runOnWorkers } from '../workerPool';
import type { GameOutcome } from './summary';
import { SIMULATORS, type SimSystem } from './systems';

export { workerCount } from '../workerPool';

/** What a worker is told once; then it is sent game numbers. */
export interface WorkerSetup {
  system: SimSystem;
  argv: string[];
}

export async function playBatch(system: SimSystem, argv: string[], workers: number): Promise<GameOutcome[]> {
  const batch = SIMULATORS[system].games(argv);
  return runOnWorkers<GameOutcome>(batch.games, workers, batch.play, new URL('./worker.ts', import.meta.url), { system, argv } satisfies WorkerSetup);
}
