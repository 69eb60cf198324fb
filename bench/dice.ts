// Dice Game engine benchmark: move latency, per-seat view cost and sizes over basic-bot games.
// Prints JSON lines {name, value, unit}.   npx tsx bench/dice.ts
import { applyMove, createGame, legalMoves, viewFor, waitingFor, type DiceState } from '../src/engine/dice';
import { DICE_BOTS } from '../src/host/bots/dice';
import { botRandom } from '../src/host/bots/types';

const GAMES = 10;
const line = (name: string, value: number, unit: string) => console.log(JSON.stringify({ name, value: +value.toFixed(4), unit }));
const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

const applyMs: number[] = [];
const viewMs: number[] = [];
let stateBytes = 0;
let viewBytes = 0;
for (let g = 0; g < GAMES; g++) {
  let s: DiceState = createGame({ seed: `bench-${g}`, players: ['A', 'B', 'C'].map((name, i) => ({ name, color: (['red', 'green', 'blue'] as const)[i], kind: 'bot' as const })) });
  const rng = botRandom(g + 1);
  while (!s.finished) {
    const seat = waitingFor(s)[0];
    let t = performance.now();
    const view = viewFor(s, seat);
    const moves = legalMoves(s, seat);
    viewMs.push(performance.now() - t);
    const move = DICE_BOTS.basic(view, moves, rng);
    t = performance.now();
    const r = applyMove(s, seat, move);
    applyMs.push(performance.now() - t);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.state;
  }
  stateBytes = Math.max(stateBytes, JSON.stringify(s).length);
  viewBytes = Math.max(viewBytes, JSON.stringify(viewFor(s, 0)).length);
}
applyMs.sort((a, b) => a - b);
viewMs.sort((a, b) => a - b);
line('dice.applyMove.median', at(applyMs, 0.5), 'ms');
line('dice.applyMove.p95', at(applyMs, 0.95), 'ms');
line('dice.viewAndLegalMoves.median', at(viewMs, 0.5), 'ms');
line('dice.viewAndLegalMoves.p95', at(viewMs, 0.95), 'ms');
line('dice.movesPerGame', applyMs.length / GAMES, 'moves');
line('dice.stateSize.max', stateBytes, 'bytes');
line('dice.viewSize.max', viewBytes, 'bytes');
