// How long "What would the bot do?" takes to give its first answer, through the real host (a Hub with
// its worker threads, one per core) as a window asks it: from the request to the first `hint` message,
// at positions spread over a game of each system (Terraforming Mars 2 players; TINYforming Mars and the
// Dice Game alone and with 2 players). After each first answer a move is made, which stops the hint's
// refinement, as a player moving on would. Prints p50/p95 per game as JSON lines: wall time, and the
// CPU time of the whole process (host and worker threads) over the same span, which a loaded machine
// does not inflate. The worker threads are started by a first hint, timed apart as the cold start (from
// TypeScript source here, which the built app does not pay), as in a game where the threads stay warm.
// Terraforming Mars also times the update that puts the expert's pick first (its search over the workers).
//   npx tsx bench/hintLatency.ts [positions per game] [tm|tiny|dice]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as dice from '../src/engine/dice';
import * as tiny from '../src/engine/tiny';
import type { TmState } from '../src/engine/tm';
import { BOTS, botRandom } from '../src/host/bots';
import { basicDiceBot } from '../src/host/bots/dice/basic';
import { basicTinyBot } from '../src/host/bots/tiny/basic';
import { Hub } from '../src/host/hub';
import { SaveStore } from '../src/host/saveStore';
import { ENGINES } from '../src/host/systems';
import type { HostMessage } from '../src/shared/protocol';
import type { SystemId } from '../src/shared/systems';
import { percentile, report } from './measure';

interface Game {
  name: string;
  system: SystemId;
  setup: unknown;
  /** Moves between two hints. */
  stride: number;
  move(state: unknown, seat: number): unknown;
}

const random = botRandom(5);
const people = (n: number, extra: object = {}) =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, color: ['red', 'blue'][i], kind: 'human', ...extra }));

const GAMES: Game[] = [
  {
    name: 'tm-2p',
    system: 'tm',
    setup: { seed: 'bench-hint-tm', seedKind: 'typed', options: { corporateEra: true, draft: false, solo: false }, players: people(2, { beginner: false }) },
    stride: 23,
    move: (state, seat) => BOTS.basic(state as TmState, seat, random),
  },
  ...[1, 2].map((n) => ({
    name: `tiny-${n}p`,
    system: 'tiny' as const,
    setup: { seed: `bench-hint-tiny-${n}`, seedKind: 'typed', options: { map: 'tharsis', intense: false }, players: people(n) },
    stride: 5,
    move: (state: unknown, seat: number) => basicTinyBot(tiny.viewFor(state as tiny.TinyState, seat), tiny.legalMoves(state as tiny.TinyState, seat), random),
  })),
  ...[1, 2].map((n) => ({
    name: `dice-${n}p`,
    system: 'dice' as const,
    setup: { seed: `bench-hint-dice-${n}`, seedKind: 'typed', players: people(n) },
    stride: 9,
    move: (state: unknown, seat: number) => basicDiceBot(dice.viewFor(state as dice.DiceState, seat), dice.legalMoves(state as dice.DiceState, seat), random),
  })),
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The `nth` (from 0) hint message of a request, or its error. */
async function answer(received: HostMessage[], requestId: string, nth = 0): Promise<HostMessage> {
  for (;;) {
    const mine = received.filter((m) => (m.type === 'hint' || m.type === 'error') && 'requestId' in m && m.requestId === requestId);
    const error = mine.find((m) => m.type === 'error');
    if (error) return error;
    if (mine.length > nth) return mine[nth];
    if (mine.some((m) => m.type === 'hint' && m.final)) return mine[mine.length - 1];
    await sleep(2);
  }
}

interface Measured {
  wall: number[];
  cpu: number[];
  /** Terraforming Mars: ms to the update with the expert's pick first. */
  pick: number[];
  cold: number;
}

async function measure(game: Game, positions: number): Promise<Measured> {
  const dir = mkdtempSync(join(tmpdir(), 'hint-bench-'));
  const hub = new Hub({ engines: ENGINES, store: new SaveStore(dir), version: 'bench' });
  const received: HostMessage[] = [];
  const window = hub.connect((m) => received.push(m));
  window.receive(JSON.stringify({ type: 'newGame', system: game.system, setup: game.setup }));
  const session = hub.session!;
  const times: number[] = [];
  const cpu: number[] = [];
  const pick: number[] = [];
  let cold = -1;
  let asked = 0;
  while (times.length < positions && session.status !== 'finished') {
    const seat = session.waitingFor()[0];
    const legal = ENGINES[game.system]!.legalMoves!(session.state as never, seat);
    if (legal.length > 1 && asked++ % game.stride === 0) {
      const requestId = `h${asked}`;
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      window.receive(JSON.stringify({ type: 'hint', requestId, seat }));
      const first = await answer(received, requestId);
      if (first.type === 'error') throw new Error(`${game.name}: ${first.message}`);
      const wall = performance.now() - started;
      const used = process.cpuUsage(cpuStarted);
      if (first.type === 'hint' && game.system === 'tm' && first.choices.length > 1 && !first.final) {
        await answer(received, requestId, 1);
        pick.push(performance.now() - started);
      }
      if (cold < 0) cold = wall;
      else {
        times.push(wall);
        cpu.push((used.user + used.system) / 1000);
      }
      window.receive(JSON.stringify({ type: 'move', seat, move: game.move(session.state, seat) }));
      // The move stops the hint; let its batch in flight end (at its next playout) before going on.
      await sleep(1500);
      continue;
    }
    window.receive(JSON.stringify({ type: 'move', seat, move: game.move(session.state, seat) }));
  }
  window.close();
  rmSync(dir, { recursive: true, force: true });
  return { wall: times, cpu, pick, cold };
}

const positions = Number(process.argv[2] ?? 12);
const only = process.argv[3];
for (const game of GAMES.filter((g) => !only || g.name.startsWith(only))) {
  const load = loadavg()[0];
  const measured = await measure(game, positions);
  const times = measured.wall.sort((a, b) => a - b);
  const cpu = measured.cpu.sort((a, b) => a - b);
  report(`hint-first-answer-${game.name}-p50`, percentile(times, 0.5), 'ms');
  report(`hint-first-answer-${game.name}-p95`, percentile(times, 0.95), 'ms');
  report(`hint-first-answer-${game.name}-cpu-p50`, percentile(cpu, 0.5), 'ms');
  report(`hint-first-answer-${game.name}-cpu-p95`, percentile(cpu, 0.95), 'ms');
  report(`hint-first-answer-${game.name}-cold-start`, measured.cold, 'ms');
  if (measured.pick.length) {
    const pick = measured.pick.sort((a, b) => a - b);
    report(`hint-expert-pick-${game.name}-p50`, percentile(pick, 0.5), 'ms');
    report(`hint-expert-pick-${game.name}-p95`, percentile(pick, 0.95), 'ms');
  }
  console.log(JSON.stringify({ name: `hint-first-answer-${game.name}-samples`, value: times.length, unit: 'positions', loadAvg: +load.toFixed(1) }));
}
process.exit(0);
