// Engine numbers: whole games per second, apply() latency, and the size and speed of a late-game state.
// Prints one JSON line per measurement: {name, value, unit}.
import { applyMove, createGame, waitingFor, type TmState } from '../src/engine/tm';
import { BOTS, botRandom } from '../src/host/bots';
import type { NewGameSetup } from '../src/shared/protocol';

function report(name: string, value: number, unit: string): void {
  console.log(JSON.stringify({ name, value: +value.toFixed(4), unit }));
}

function setup(seed: string): NewGameSetup {
  return {
    seed,
    options: { corporateEra: true, draft: false, solo: false },
    players: [
      { name: 'A', color: 'red', kind: 'bot', beginner: false },
      { name: 'B', color: 'blue', kind: 'bot', beginner: false },
    ],
  };
}

function playGame(seed: string, applyTimes?: number[]): TmState {
  let state = createGame(setup(seed));
  const random = botRandom(7);
  while (!state.finished) {
    const seat = waitingFor(state)[0];
    const move = BOTS.basic(state, seat, random);
    const t0 = performance.now();
    const r = applyMove(state, seat, move);
    if (applyTimes) applyTimes.push(performance.now() - t0);
    if (!r.ok) throw new Error(r.error);
    state = r.state;
  }
  return state;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

export function runEngineBench(games = 40): void {
  playGame('warm-up');
  const t0 = performance.now();
  let last: TmState | null = null;
  for (let g = 0; g < games; g++) last = playGame(`bench-${g}`);
  const seconds = (performance.now() - t0) / 1000;
  report('games-per-second-2p-basic', games / seconds, 'games/s');

  const times: number[] = [];
  for (let g = 0; g < 10; g++) playGame(`apply-${g}`, times);
  times.sort((a, b) => a - b);
  report('apply-median', percentile(times, 0.5), 'ms');
  report('apply-p99', percentile(times, 0.99), 'ms');

  const late = last!;
  const rounds = 200;
  let text = '';
  const s0 = performance.now();
  for (let i = 0; i < rounds; i++) text = JSON.stringify(late);
  report('late-state-serialize', (performance.now() - s0) / rounds, 'ms');
  const p0 = performance.now();
  for (let i = 0; i < rounds; i++) JSON.parse(text);
  report('late-state-parse', (performance.now() - p0) / rounds, 'ms');
  report('late-state-size', Buffer.byteLength(text), 'bytes');
}

if (process.argv[1]?.endsWith('engine.ts')) runEngineBench();
