// Headless simulator: plays whole games with bots, one worker thread per core, and prints one JSON line.
//   npm run sim -- [--game tm|tiny|dice] [--workers N] ...   (each system's options: scripts/sim/<system>.ts)
// --workers 1 plays in this thread; any worker count gives the same results for the same seed.
//   npm run sim -- --undo-check [--game tm|tiny|dice] ...   the undo fuzz instead (scripts/sim/undoCheck.ts).
import { playBatch, workerCount } from './sim/parallel';
import { summarize } from './sim/summary';
import { SIMULATORS, type SimSystem } from './sim/systems';
import { runUndoCheck } from './sim/undoCheck';

const argv = process.argv.slice(2);
const gameFlag = argv.indexOf('--game');
const system = (gameFlag >= 0 ? argv[gameFlag + 1] : 'tm') as SimSystem;
if (!(system in SIMULATORS)) throw new Error(`unknown game "${system}" (known: ${Object.keys(SIMULATORS).join(', ')})`);

if (argv.includes('--undo-check')) {
  runUndoCheck(argv);
} else {
  const started = performance.now();
  const outcomes = await playBatch(system, argv, workerCount(argv));
  const { players, batchOptions } = SIMULATORS[system].games(argv);
  const summary = summarize(outcomes, players, performance.now() - started, batchOptions);
  SIMULATORS[system].report(argv, summary, outcomes);
  process.exitCode = summary.errors ? 1 : 0;
}
