// One batch of the side-by-side comparison (bench/compare.ts), in a process of its own: one engine, loaded
// from `root`, plays uniformly random 2-player games (base + Corporate Era) number `from` to `to - 1` after
// warm-up games, and prints one JSON line: the games' CPU time, every applyMove's CPU time and each
// game's final state hash.   npx tsx bench/compareBatch.ts <root> <from> <to>
import type { TmState } from '../src/engine/tm';
import { botRandom } from '../src/host/bots';
import { loadFrom, type EngineUnderTest } from './baseline';
import { benchSetup } from './measure';

/** Games played first and not counted, so the batch is measured on compiled code, as a long session runs. */
const WARM_UP_GAMES = 20;

export interface BatchResult {
  ms: number;
  applies: number[];
  hashes: string[];
}

/** CPU time of this process in ms: the machine may be shared, so wall time would count other jobs' turns. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** One uniformly random game: its CPU time (the random policy's legalMoves included) and each apply's. */
function playRandomGame(engine: EngineUnderTest, index: number, tally: BatchResult): string {
  let state: TmState = engine.createGame(benchSetup(`random-${index}`));
  const random = botRandom(index * 7919 + 3);
  const t0 = cpuMs();
  while (!state.finished) {
    const seat = engine.waitingFor(state)[0];
    const move = engine.randomBot(state, seat, random);
    const a0 = cpuMs();
    const r = engine.applyMove(state, seat, move);
    tally.applies.push(cpuMs() - a0);
    if (!r.ok) throw new Error(`${engine.label}: ${r.error}`);
    state = r.state;
  }
  tally.ms += cpuMs() - t0;
  return engine.stateHash(state);
}

async function main(): Promise<void> {
  const [root, from, to] = process.argv.slice(2);
  const engine = await loadFrom(root, root);
  for (let g = 0; g < WARM_UP_GAMES; g++) playRandomGame(engine, 1_000_000 + g, { ms: 0, applies: [], hashes: [] });
  const result: BatchResult = { ms: 0, applies: [], hashes: [] };
  for (let g = Number(from); g < Number(to); g++) result.hashes.push(playRandomGame(engine, g, result));
  console.log(JSON.stringify(result));
}

await main();
