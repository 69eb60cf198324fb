// Records a fixed batch of uniformly random games (every system, several option sets) with their seeds,
// every move and the final state hash, into tests/fixtures/recorded-games.json. The regression test
// (tests/unit/engine/recordedGames.test.ts) replays them: any change to the engine's machinery that
// alters a result shows up as a different hash. Re-run after a deliberate rules change:
//   npm run record-games
import { writeFileSync } from 'node:fs';
import { randomBot } from '../src/host/bots/randomBot';
import { botRandom, pick, type BotRandom } from '../src/host/bots/types';
import type { AnyGameEngine } from '../src/host/engine';
import { ENGINES } from '../src/host/systems';
import type { Seat } from '../src/shared/tm/basics';
import { RECORDED_GAMES_PATH, type RecordedGame, type RecordedGames } from '../tests/unit/support/recordedGames';

/** Long enough for every random game to finish; a cap only guards against a rules loop. */
const MAX_MOVES = 6000;
/** A state hash every this many moves, so a divergence can be located without a debugger. */
const CHECKPOINT_EVERY = 250;

interface GamePlan {
  name: string;
  system: 'tm' | 'tiny' | 'dice';
  setup: unknown;
}

const tmSeats = (n: number) => ['red', 'blue', 'green', 'yellow', 'black'].slice(0, n).map((color, i) => ({ name: `R${i + 1}`, color, kind: 'bot', beginner: false }));
const tm = (name: string, seed: string, players: number, options: Record<string, boolean>): GamePlan => ({
  name, system: 'tm', setup: { seed, players: tmSeats(players), options: { corporateEra: true, draft: false, solo: false, ...options } },
});

function plans(): GamePlan[] {
  const out: GamePlan[] = [];
  for (let i = 0; i < 40; i++) out.push(tm(`tm-2p-ce-${i}`, `rec-ce-${i}`, 2, {}));
  out.push(tm('tm-2p-base', 'rec-base', 2, { corporateEra: false }));
  for (let i = 0; i < 4; i++) out.push(tm(`tm-2p-colonies-${i}`, `rec-col-${i}`, 2, { colonies: true }));
  for (let i = 0; i < 4; i++) out.push(tm(`tm-2p-cornucopia-${i}`, `rec-corn-${i}`, 2, { cornucopia: true, cornucopiaDraft: i % 2 === 1 }));
  out.push(tm('tm-3p-draft', 'rec-draft', 3, { draft: true }));
  out.push(tm('tm-3p-all', 'rec-all', 3, { draft: true, colonies: true, cornucopia: true }));
  for (let i = 0; i < 3; i++) out.push(tm(`tm-solo-${i}`, `rec-solo-${i}`, 1, { solo: true }));
  for (const [i, map] of (['tharsis', 'elysium'] as const).entries()) {
    out.push({ name: `tiny-2p-${map}`, system: 'tiny', setup: { seed: `rec-tiny-${i}`, options: { map, intense: i === 1 }, players: ['white', 'black'].map((color, s) => ({ name: `R${s + 1}`, color, kind: 'bot' })) } });
  }
  out.push({ name: 'tiny-solitaire', system: 'tiny', setup: { seed: 'rec-tiny-solo', options: { map: 'tharsis', intense: false }, players: [{ name: 'R1', color: 'white', kind: 'bot' }] } });
  for (const [i, n] of [3, 1].entries()) {
    out.push({ name: `dice-${n}p`, system: 'dice', setup: { seed: `rec-dice-${i}`, options: { boardSide: i ? 'B' : 'A' }, players: ['red', 'green', 'blue'].slice(0, n).map((color, s) => ({ name: `R${s + 1}`, color, kind: 'bot' })) } });
  }
  return out;
}

/** A uniformly random legal move; TM's random bot samples card subsets directly instead of listing them. */
function randomMove(plan: GamePlan, engine: AnyGameEngine, state: unknown, seat: Seat, random: BotRandom): unknown {
  if (plan.system === 'tm') return randomBot(state as never, seat, random);
  const moves = engine.legalMoves!(state, seat);
  if (moves.length === 0) throw new Error(`${plan.name}: seat ${seat} has no legal move`);
  return pick(random, moves);
}

function record(plan: GamePlan, index: number): RecordedGame {
  const engine = ENGINES[plan.system]!;
  const setup = engine.setupSchema.parse(plan.setup);
  let state = engine.createGame(setup);
  const random = botRandom(index * 7919 + 101);
  const moves: RecordedGame['moves'] = [];
  const checkpoints: string[] = [];
  while (!engine.summary(state).finished && moves.length < MAX_MOVES) {
    const seat = engine.waitingFor(state)[0];
    const move = randomMove(plan, engine, state, seat, random);
    const result = engine.applyMove(state, seat, move);
    if (!result.ok) throw new Error(`${plan.name}: illegal random move ${JSON.stringify(move)}: ${result.error}`);
    state = result.state;
    moves.push([seat, move]);
    if (moves.length % CHECKPOINT_EVERY === 0) checkpoints.push(engine.rulesHash(state));
  }
  return { name: plan.name, system: plan.system, setup, moves, checkpoints, finished: engine.summary(state).finished, hash: engine.rulesHash(state) };
}

const games = plans().map(record);
const file: RecordedGames = { version: 3, checkpointEvery: CHECKPOINT_EVERY, games };
writeFileSync(RECORDED_GAMES_PATH, `${JSON.stringify(file)}\n`);
const moves = games.reduce((n, g) => n + g.moves.length, 0);
console.log(JSON.stringify({ games: games.length, moves, unfinished: games.filter((g) => !g.finished).map((g) => g.name), bytes: JSON.stringify(file).length }));
