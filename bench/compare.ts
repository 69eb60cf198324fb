// Side by side (in CPU time): the working tree's engine against today's engine at a pinned commit (bench/baseline.ts),
// on uniformly random 2-player games (base + Corporate Era), interleaved game by game in one process so
// both see the same machine load. Prints JSON lines: each engine's games/s and apply p50/p99, the
// throughput ratio, and how many games ended in the same state.   npx tsx bench/compare.ts [games] [commit]
// (another commit, e.g. main, measures one step of work against the engine before it)
import type { TmState } from '../src/engine/tm';
import { botRandom } from '../src/host/bots';
import { loadBaseline, loadCurrent, type EngineUnderTest } from './baseline';
import { benchSetup, percentile, report } from './measure';

interface Tally {
  ms: number;
  applies: number[];
}

/** CPU time of this process in ms: the machine is shared, so wall time would count other jobs' turns. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** One uniformly random game; its CPU time (the random policy's legalMoves included) and each apply's. */
function playRandomGame(engine: EngineUnderTest, index: number, tally: Tally): string {
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

export async function runComparison(games = 200, commit?: string): Promise<void> {
  const { engine: baseline, dispose } = await loadBaseline(commit);
  try {
    const current = await loadCurrent();
    const engines = [baseline, current];
    const tallies = engines.map((): Tally => ({ ms: 0, applies: [] }));
    // warm both up before measuring
    for (let g = 0; g < 5; g++) engines.forEach((e) => playRandomGame(e, 1_000_000 + g, { ms: 0, applies: [] }));
    let same = 0;
    for (let g = 0; g < games; g++) {
      // alternate which engine goes first, so neither always runs on a warmer cache
      const order = g % 2 ? [1, 0] : [0, 1];
      const hashes: string[] = [];
      for (const i of order) hashes[i] = playRandomGame(engines[i], g, tallies[i]);
      if (hashes[0] === hashes[1]) same++;
    }
    engines.forEach((engine, i) => {
      const name = i === 0 ? `baseline-${baseline.label}` : 'current';
      const sorted = tallies[i].applies.sort((a, b) => a - b);
      report(`random-2p-games-per-second-${name}`, games / (tallies[i].ms / 1000), 'games/s');
      report(`random-2p-apply-p50-${name}`, percentile(sorted, 0.5), 'ms');
      report(`random-2p-apply-p99-${name}`, percentile(sorted, 0.99), 'ms');
    });
    report(`random-2p-speedup-vs-${baseline.label}`, tallies[0].ms / tallies[1].ms, 'x');
    report('random-2p-same-final-state', same / games, 'fraction');
  } finally {
    dispose();
  }
}

if (process.argv[1]?.endsWith('compare.ts')) await runComparison(Number(process.argv[2] ?? 200), process.argv[3]);
