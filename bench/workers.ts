// Whole uniformly random 2-player games per second through the simulator's batch runner, in this thread
// alone and on one worker thread per core (wall clock, invariant checks off; the workers' start-up,
// loading the TypeScript sources, is inside the time).   npx tsx bench/workers.ts [games]
import { availableParallelism } from 'node:os';
import { playBatch } from '../scripts/sim/parallel';
import { report } from './measure';

export async function runWorkersBench(games = 1000): Promise<void> {
  const argv = ['--games', String(games), '--bot', 'random', '--no-invariants', '--seed', 'bench-workers'];
  const all = availableParallelism();
  for (const workers of [1, all]) {
    const t0 = performance.now();
    // one worker plays in this thread; several pay their threads' start-up (loading the engine) inside the time
    const outcomes = await playBatch('tm', argv, workers);
    if (outcomes.some((o) => o.error)) throw new Error(outcomes.find((o) => o.error)!.error);
    report(`random-2p-games-per-second-${workers === 1 ? 'one-worker' : `${workers}-workers`}`, games / ((performance.now() - t0) / 1000), 'games/s');
  }
}

if (process.argv[1]?.endsWith('workers.ts')) await runWorkersBench(Number(process.argv[2] ?? 1000));
