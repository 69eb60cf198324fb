// Helpers shared by the benchmarks: the JSON line format, percentiles, and a recorded bot game.
import { applyMove, createGame, waitingFor, type TmState } from '../src/engine/tm';
import { BOTS, botRandom } from '../src/host/bots';
import type { NewGameSetup } from '../src/shared/protocol';
import type { RecordedMove } from '../src/shared/save';

export function report(name: string, value: number, unit: string): void {
  console.log(JSON.stringify({ name, value: +value.toFixed(4), unit }));
}

/** The value below which a fraction p of the sorted samples fall. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

export function median(samples: number[]): number {
  return percentile([...samples].sort((a, b) => a - b), 0.5);
}

/** Two basic bots, base game + Corporate Era: the benchmark's standard game. */
export function benchSetup(seed: string): NewGameSetup {
  return {
    seed,
    options: { corporateEra: true, draft: false, solo: false },
    players: [
      { name: 'A', color: 'red', kind: 'bot', beginner: false },
      { name: 'B', color: 'blue', kind: 'bot', beginner: false },
    ],
  } as NewGameSetup;
}

/** Plays a whole game with basic bots; `onApply` sees how long each apply() took. */
export function playRecordedGame(seed: string, onApply?: (ms: number) => void): { state: TmState; moves: RecordedMove[]; setup: NewGameSetup } {
  const setup = benchSetup(seed);
  let state = createGame(setup);
  const random = botRandom(7);
  const moves: RecordedMove[] = [];
  while (!state.finished) {
    const seat = waitingFor(state)[0];
    const move = BOTS.basic(state, seat, random);
    const t0 = performance.now();
    const r = applyMove(state, seat, move);
    onApply?.(performance.now() - t0);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    moves.push({ seat, move });
    state = r.state;
  }
  return { state, moves, setup };
}
