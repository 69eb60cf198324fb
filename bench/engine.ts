// Engine numbers: whole games per second, apply() latency, and the size and speed of a late-game state.
// Prints one JSON line per measurement: {name, value, unit}.
import type { TmState } from '../src/engine/tm';
import { percentile, playRecordedGame, report } from './measure';

export function runEngineBench(games = 40): void {
  playRecordedGame('warm-up');
  const t0 = performance.now();
  let last: TmState | null = null;
  for (let g = 0; g < games; g++) last = playRecordedGame(`bench-${g}`).state;
  const seconds = (performance.now() - t0) / 1000;
  report('games-per-second-2p-basic', games / seconds, 'games/s');

  const times: number[] = [];
  for (let g = 0; g < 10; g++) playRecordedGame(`apply-${g}`, (ms) => times.push(ms));
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
