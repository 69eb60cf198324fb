// One batch of the side-by-side comparison (bench/compare.ts), in a process of its own: one engine, loaded
// from `root`, plays uniformly random 2-player games (base + Corporate Era). It first plays warm-up games
// (other seeds) until the JIT has compiled the engine, as in any long run of games (the simulator, a bot's
// playouts); then games number `from` to `to - 1` with nothing else timed, for the throughput; then the same
// games again with each applyMove timed, for its percentiles. Prints one JSON line.
//   npx tsx bench/compareBatch.ts <root> <from> <to> [warm-up games]
import type { TmState } from '../src/engine/tm';
import { botRandom } from '../src/host/bots';
import { loadFrom, type EngineUnderTest } from './baseline';
import { benchSetup } from './measure';

/**
 * Warm-up games before anything counts. Both engines keep getting faster for about 150 games after a
 * process starts (measured in steps of 50 games); 20, the old figure, measured mostly compilation.
 */
export const WARM_UP_GAMES = 200;
/** How many of the warm-up games are timed on their own: the "fresh process" figure. */
export const FIRST_GAMES = 50;

export interface BatchResult {
  /** CPU time of the measured games, nothing else timed. */
  ms: number;
  /** CPU time of the first warm-up games of a fresh process. */
  firstMs: number;
  applies: number[];
  hashes: string[];
}

/** CPU time of this process in ms: the machine may be shared, so wall time would count other jobs' turns. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** One uniformly random game (the random policy's legalMoves included); with `applies`, each apply's CPU time. */
export function playRandomGame(engine: EngineUnderTest, index: number, applies?: number[]): string {
  let state: TmState = engine.createGame(benchSetup(`random-${index}`));
  const random = botRandom(index * 7919 + 3);
  while (!state.finished) {
    const seat = engine.waitingFor(state)[0];
    const move = engine.randomBot(state, seat, random);
    // A CPU-time reading costs about 1.5 µs, a tenth of a move: only the percentile pass pays for it.
    const a0 = applies ? cpuMs() : 0;
    const r = engine.applyMove(state, seat, move);
    if (applies) applies.push(cpuMs() - a0);
    if (!r.ok) throw new Error(`${engine.label}: ${r.error}`);
    state = r.state;
  }
  return engine.stateHash(state);
}

async function main(): Promise<void> {
  const [root, from, to, warm] = process.argv.slice(2);
  const engine = await loadFrom(root, root);
  const warmUp = warm === undefined ? WARM_UP_GAMES : Number(warm);
  const result: BatchResult = { ms: 0, firstMs: 0, applies: [], hashes: [] };
  const t0 = cpuMs();
  for (let g = 0; g < Math.min(warmUp, FIRST_GAMES); g++) playRandomGame(engine, 1_000_000 + g);
  result.firstMs = cpuMs() - t0;
  for (let g = FIRST_GAMES; g < warmUp; g++) playRandomGame(engine, 1_000_000 + g);
  const t1 = cpuMs();
  for (let g = Number(from); g < Number(to); g++) result.hashes.push(playRandomGame(engine, g));
  result.ms = cpuMs() - t1;
  for (let g = Number(from); g < Number(to); g++) playRandomGame(engine, g, result.applies);
  console.log(JSON.stringify(result));
}

if (process.argv[1]?.endsWith('compareBatch.ts')) await main();
