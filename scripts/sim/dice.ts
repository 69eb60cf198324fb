// Headless Dice Game simulator: plays whole games with bots, checks invariants after every move, and
// prints one JSON line.   npm run sim -- --game dice --players 3 --games 200 --bot random
// Options: --players N (1 = solo), --games N, --seed S, --bot random|basic, --bots a,b,c (one per seat),
//          --side A|B, --max-turns N (cap for fuzzing).
import { applyMove, createGame, legalMoves, viewFor, waitingFor, type DiceState } from '../../src/engine/dice';
import { OCEAN_TILES, OXYGEN, TEMPERATURE } from '../../src/engine/dice/data/parameters';
import { invariantViolations } from '../../src/engine/dice/invariants';
import { completedParameters } from '../../src/engine/dice/terraform';
import { DICE_BOTS } from '../../src/host/bots/dice';
import { botRandom } from '../../src/host/bots/types';
import { PLAYER_COLOURS } from '../../src/shared/dice/basics';

interface Args {
  players: number;
  games: number;
  seed: string;
  bots: ('random' | 'basic')[];
  side: 'A' | 'B';
  maxTurns: number;
}

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const players = Number(get('players') ?? 3);
  const bot = get('bot') ?? 'random';
  const listed = (get('bots') ?? '').split(',').filter(Boolean);
  const bots = Array.from({ length: players }, (_, i) => listed[i] ?? listed[listed.length - 1] ?? bot);
  for (const b of bots) if (b !== 'random' && b !== 'basic') throw new Error(`unknown bot ${b}`);
  return {
    players,
    games: Number(get('games') ?? 20),
    seed: get('seed') ?? '1',
    bots: bots as Args['bots'],
    side: get('side') === 'B' ? 'B' : 'A',
    maxTurns: Number(get('max-turns') ?? 2000),
  };
}

interface GameResult {
  finished: boolean;
  capped: boolean;
  error?: string;
  moves: number;
  state: DiceState;
}

function playGame(args: Args, index: number): GameResult {
  const seed = `${args.seed}-${index}`;
  let state = createGame({
    seed,
    options: { boardSide: args.side },
    players: args.bots.map((b, i) => ({ name: `${b}-${i + 1}`, color: PLAYER_COLOURS[i], kind: 'bot' as const, level: b })),
  });
  const random = botRandom(index * 7919 + 17);
  let moves = 0;
  try {
    while (!state.finished) {
      if (state.turn > args.maxTurns) return { finished: false, capped: true, moves, state };
      const seat = waitingFor(state)[0];
      if (seat === undefined) throw new Error(`nobody to move in ${state.flow}`);
      const legal = legalMoves(state, seat);
      const move = DICE_BOTS[args.bots[seat]](viewFor(state, seat), legal, random);
      const result = applyMove(state, seat, move);
      if (!result.ok) throw new Error(`bot ${args.bots[seat]} made an illegal move ${JSON.stringify(move)}: ${result.error}`);
      if (result.state === state) throw new Error('applyMove returned its input');
      state = result.state;
      moves++;
      const broken = invariantViolations(state);
      if (broken.length) throw new Error(`invariant broken after ${JSON.stringify(move)}: ${broken.join('; ')}`);
    }
  } catch (e) {
    return { finished: false, capped: false, error: `${seed}: ${(e as Error).message}`, moves, state };
  }
  return { finished: true, capped: false, moves, state };
}

export function runDiceSim(argv: string[]): void {
  const args = parseArgs(argv);
  const started = performance.now();
  const wins = new Array<number>(args.players).fill(0);
  const scoreSums = new Array<number>(args.players).fill(0);
  const stats: Record<string, number> = {};
  const errors: string[] = [];
  let finished = 0;
  let capped = 0;
  let turns = 0;
  let moves = 0;
  let soloCompleted = 0;
  for (let g = 0; g < args.games; g++) {
    const r = playGame(args, g);
    turns += r.state.turn;
    moves += r.moves;
    if (r.finished) finished++;
    if (r.capped) capped++;
    if (r.error) errors.push(r.error);
    for (const [k, v] of Object.entries(r.state.stats)) stats[k] = (stats[k] ?? 0) + v;
    if (r.state.scores) {
      const winner = r.state.scores.find((s) => s.rank === 1);
      if (winner) wins[winner.seat]++;
      // Corporation balance: games played and won per corporation.
      r.state.players.forEach((p, seat) => {
        stats[`corp.${p.corporation}.games`] = (stats[`corp.${p.corporation}.games`] ?? 0) + 1;
        if (winner?.seat === seat) stats[`corp.${p.corporation}.wins`] = (stats[`corp.${p.corporation}.wins`] ?? 0) + 1;
      });
      for (const s of r.state.scores) scoreSums[s.seat] += s.total;
      if (args.players === 1 && completedParameters(r.state) === 3) soloCompleted++;
      stats.milestonesClaimed = (stats.milestonesClaimed ?? 0) + r.state.milestones.filter((m) => m.claimedBy !== null).length;
      const complete = { temperature: r.state.temperature >= TEMPERATURE.steps, oxygen: r.state.oxygen >= OXYGEN.steps, oceans: r.state.oceans >= OCEAN_TILES };
      for (const [name, done] of Object.entries(complete)) if (done) stats[`completed.${name}`] = (stats[`completed.${name}`] ?? 0) + 1;
    }
  }
  const elapsed = performance.now() - started;
  const out = {
    game: 'dice',
    games: args.games,
    players: args.players,
    bots: args.bots,
    finished,
    capped,
    errors: errors.length,
    avgTurns: +(turns / args.games).toFixed(1),
    avgMoves: +(moves / args.games).toFixed(1),
    msPerGame: +(elapsed / args.games).toFixed(2),
    wins,
    avgScores: scoreSums.map((s) => +(s / Math.max(1, finished)).toFixed(1)),
    ...(args.players === 1 ? { soloCompleted } : {}),
    stats,
    firstErrors: errors.slice(0, 5),
  };
  console.log(JSON.stringify(out));
  process.exitCode = errors.length ? 1 : 0;
}
