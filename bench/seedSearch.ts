// What it costs a seated player to learn the deck by searching for the seed: candidates tried per CPU
// second, and the CPU seconds to cover half the space (the expected time to find the seed).
//   old generator: the whole state is 32 bits, and each candidate costs one deal (createGame);
//   sfc32 with a secret seed: 128 bits, and even the cheapest conceivable test of a candidate (seed the
//   generator and draw a few numbers, without dealing anything) is counted as the attacker's cost.
import { createGame } from '../src/engine/tm';
import { randomInt, startingRng } from '../src/engine/core/rng';
import { benchSetup, report } from './measure';

function perCpuSecond(run: (i: number) => void, minMs = 1500): number {
  const start = process.cpuUsage();
  let done = 0;
  for (;;) {
    for (let k = 0; k < 100; k++) run(done++);
    const used = process.cpuUsage(start);
    const ms = (used.user + used.system) / 1000;
    if (ms >= minMs) return done / (ms / 1000);
  }
}

export function runSeedSearchBench(): void {
  const setup = benchSetup('x');
  const deals = perCpuSecond((i) => createGame({ ...setup, seed: `candidate-${i}` }));
  report('old-seed-deals-per-cpu-second', Math.round(deals), 'candidates/s');
  report('old-seed-expected-search', 2 ** 31 / deals, 'cpu-seconds');

  const hex = (i: number) => (i >>> 0).toString(16).padStart(32, '0');
  const tests = perCpuSecond((i) => {
    const holder = { rng: startingRng(hex(i), 'secret') };
    for (let k = 0; k < 4; k++) randomInt(holder, 100);
  });
  report('secret-seed-tests-per-cpu-second', Math.round(tests), 'candidates/s');
  report('secret-seed-expected-search', 2 ** 127 / tests, 'cpu-seconds');
  report('secret-seed-expected-search', 2 ** 127 / tests / (3600 * 24 * 365.25), 'cpu-years');
}

if (process.argv[1]?.endsWith('seedSearch.ts')) runSeedSearchBench();
