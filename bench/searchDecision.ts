// One search bot decision at people's pace, on real worker threads: the whole decision on one worker
// against its sampled worlds spread over two (searchShares.ts), at the same mid-game positions, taken
// in turns so a change in the machine's load falls on both. Wall time on the host's clock; CPU time of
// the whole process (every thread). The threads are warm (started by a first decision, timed apart as
// the cold start), as in a game.   npx tsx bench/searchDecision.ts [positions]
// Then the expert bot's decision as the app makes it (two workers, its node budget, the host's hard
// deadline as a safety net), and the same decision without the deadline (the node budget alone, as the
// simulator and tests play it): wall time p50 and p95 over the same kind of positions, and how many
// decisions the deadline cut.   npx tsx bench/searchDecision.ts [positions] --expert-only
// With --solo, the expert's decisions in a solo game instead (its playouts run to the end of the game).
import { loadavg } from 'node:os';
import { applyMove, createGame, legalMoves, waitingFor, type TmState } from '../src/engine/tm';
import { BOTS, botRandom } from '../src/host/bots';
import { EXPERT_DEADLINE_MS } from '../src/host/bots/expertBot';
import { workerBotMove } from '../src/host/hints/hintRunner';
import { tmWorkerBots } from '../src/host/hints/workerBots';
import type { NewGameSetup } from '../src/shared/protocol';
import type { Seat } from '../src/shared/tm/basics';
import { benchSetup, median, percentile, report } from './measure';

interface Position {
  state: TmState;
  seat: Seat;
}

/** A solo game (14 generations) with the bench's first player alone. */
function soloSetup(seed: string): NewGameSetup {
  const setup = benchSetup(seed);
  return { ...setup, options: { ...setup.options, solo: true }, players: setup.players.slice(0, 1) };
}

/**
 * Action decisions with several answers in a greedy game: from generation 3 on in a 2-player game;
 * in solo from the first generation, where the expert's playouts to the end of the game are longest.
 */
function positions(count: number, solo = false): Position[] {
  let state = createGame(solo ? soloSetup('bench-solo-decision') : benchSetup('bench-search-decision'));
  const random = botRandom(3);
  const found: Position[] = [];
  let turn = 0;
  const from = solo ? 1 : 3;
  while (!state.finished && found.length < count) {
    const seat = waitingFor(state)[0];
    if (state.generation >= from && state.pending[seat]?.prompt.kind === 'action' && legalMoves(state, seat).length > 3 && turn++ % 3 === 0) found.push({ state, seat });
    const r = applyMove(state, seat, BOTS.greedy(state, seat, random));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    state = r.state;
  }
  return found;
}

async function timed<T>(work: () => Promise<T>): Promise<{ wallMs: number; cpuMs: number; result: T }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000, result };
}

export async function runSearchDecisionBench(count = 12): Promise<void> {
  const found = positions(count);
  const bots = { 1: tmWorkerBots(workerBotMove, 1).search, 2: tmWorkerBots(workerBotMove, 2).search };
  const load = loadavg()[0];
  const cold = await timed(() => bots[2](found[0].state, found[0].seat, 1));
  report('search-decision-cold-start-2-workers-wall', cold.wallMs, 'ms');
  const samples: Record<1 | 2, { wall: number[]; cpu: number[] }> = { 1: { wall: [], cpu: [] }, 2: { wall: [], cpu: [] } };
  const ratios: number[] = [];
  let agreed = 0;
  for (const [i, { state, seat }] of found.entries()) {
    const moves: Record<number, string> = {};
    // Alternate which goes first, so neither always meets the other's leftovers.
    for (const workers of i % 2 ? ([2, 1] as const) : ([1, 2] as const)) {
      const t = await timed(() => bots[workers](state, seat, 100 + i));
      samples[workers].wall.push(t.wallMs);
      samples[workers].cpu.push(t.cpuMs);
      moves[workers] = JSON.stringify(t.result);
    }
    if (moves[1] === moves[2]) agreed++;
    ratios.push(samples[2].wall[i] / samples[1].wall[i]);
  }
  for (const workers of [1, 2] as const) {
    report(`search-decision-wall-median-${workers}-worker${workers > 1 ? 's' : ''}`, median(samples[workers].wall), 'ms');
    report(`search-decision-cpu-median-${workers}-worker${workers > 1 ? 's' : ''}`, median(samples[workers].cpu), 'ms');
  }
  // Position by position: two workers' wall time as a share of one's (the median, and the mean ± its standard error).
  const mean = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  const sd = Math.sqrt(ratios.reduce((a, r) => a + (r - mean) ** 2, 0) / (ratios.length - 1));
  report('search-decision-wall-2-over-1-median', median(ratios), 'ratio');
  report('search-decision-wall-2-over-1-mean', mean, 'ratio');
  report('search-decision-wall-2-over-1-standard-error', sd / Math.sqrt(ratios.length), 'ratio');
  report('search-decision-positions', found.length, 'positions');
  report('search-decision-same-move-1-and-2-workers', agreed, 'positions');
  report('load-average-1min-before', load, 'runnable');
  report('load-average-1min-after', loadavg()[0], 'runnable');
}

/**
 * The expert's decision at people's pace: pooled over two warm workers, with the host's deadline and
 * without it (the node budget alone), in turns at the same positions.
 */
export async function runExpertDecisionBench(count = 24, solo = false): Promise<void> {
  const found = positions(count, solo);
  const bots = { deadline: tmWorkerBots(workerBotMove, 2).expert, nodesOnly: tmWorkerBots(workerBotMove, 2, null).expert };
  const load = loadavg()[0];
  await bots.deadline(found[0].state, found[0].seat, 1);
  const samples = { deadline: { wall: [] as number[], cpu: [] as number[] }, nodesOnly: { wall: [] as number[], cpu: [] as number[] } };
  let agreed = 0;
  for (const [i, { state, seat }] of found.entries()) {
    const moves: Record<string, string> = {};
    for (const kind of i % 2 ? (['nodesOnly', 'deadline'] as const) : (['deadline', 'nodesOnly'] as const)) {
      const t = await timed(() => bots[kind](state, seat, 200 + i));
      samples[kind].wall.push(t.wallMs);
      samples[kind].cpu.push(t.cpuMs);
      moves[kind] = JSON.stringify(t.result);
    }
    if (moves.deadline === moves.nodesOnly) agreed++;
  }
  const name = solo ? 'expert-decision-solo' : 'expert-decision';
  for (const kind of ['deadline', 'nodesOnly'] as const) {
    const sorted = [...samples[kind].wall].sort((a, b) => a - b);
    const tag = `${name}${kind === 'deadline' ? '' : '-no-deadline'}`;
    report(`${tag}-wall-p50-2-workers`, percentile(sorted, 0.5), 'ms');
    report(`${tag}-wall-p95-2-workers`, percentile(sorted, 0.95), 'ms');
    report(`${tag}-wall-max-2-workers`, sorted[sorted.length - 1], 'ms');
    report(`${tag}-cpu-median-2-workers`, median(samples[kind].cpu), 'ms');
  }
  report(`${name}-deadline-reached`, samples.deadline.wall.filter((ms) => ms >= EXPERT_DEADLINE_MS).length, 'positions');
  report(`${name}-same-move-with-and-without-deadline`, agreed, 'positions');
  report(`${name}-positions`, found.length, 'positions');
  report('load-average-1min-before', load, 'runnable');
  report('load-average-1min-after', loadavg()[0], 'runnable');
}

if (process.argv[1]?.endsWith('searchDecision.ts')) {
  const count = Number(process.argv[2] ?? 12);
  const solo = process.argv.includes('--solo');
  if (!process.argv.includes('--expert-only') && !solo) await runSearchDecisionBench(count);
  await runExpertDecisionBench(Math.max(count, 24), solo);
}
