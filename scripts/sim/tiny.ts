// Headless TINYforming Mars simulator: plays whole games with bots that see only their seat's view,
// checks the state invariants after every move, and prints one JSON line.
//   npm run sim -- --game tiny --players 2 --games 200 --bot random
// Options: --players 1|2 (1 = solitaire), --games N, --seed S, --bot random|basic, --bots a,b (one per seat),
//          --map tharsis|elysium|both, --intense, --max-generations N (cap for fuzzing).
import { applyMove, createGame, invariantViolations, legalMoves, viewFor, waitingFor, type TinyState } from '../../src/engine/tiny';
import { TINY_BOTS } from '../../src/host/bots/tiny';
import { botRandom } from '../../src/host/bots/types';
import type { MapSide } from '../../src/shared/tiny/basics';

type BotName = keyof typeof TINY_BOTS;

interface SimOptions {
  players: number;
  games: number;
  seed: string;
  bots: BotName[];
  map: MapSide | 'both';
  intense: boolean;
  maxGenerations: number;
}

function readOptions(argv: string[]): SimOptions {
  const flags = new Map<string, string>();
  argv.forEach((arg, i) => {
    if (arg.startsWith('--')) flags.set(arg.slice(2), argv[i + 1]?.startsWith('--') ? '' : (argv[i + 1] ?? ''));
  });
  const players = Math.min(2, Math.max(1, Number(flags.get('players') ?? 2)));
  const listed = (flags.get('bots') ?? '').split(',').filter(Boolean);
  const fallback = flags.get('bot') || 'random';
  const bots = Array.from({ length: players }, (_, i) => listed[i] ?? fallback);
  for (const b of bots) if (!(b in TINY_BOTS)) throw new Error(`unknown bot ${b}`);
  const map = flags.get('map') || 'both';
  return {
    players,
    games: Number(flags.get('games') || 20),
    seed: flags.get('seed') || '1',
    bots: bots as BotName[],
    map: map === 'tharsis' || map === 'elysium' ? map : 'both',
    intense: flags.has('intense'),
    maxGenerations: Number(flags.get('max-generations') || 60),
  };
}

interface Outcome {
  state: TinyState;
  moves: number;
  capped: boolean;
  error?: string;
}

function playOne(o: SimOptions, index: number): Outcome {
  const seed = `${o.seed}-${index}`;
  const map: MapSide = o.map === 'both' ? (index % 2 ? 'elysium' : 'tharsis') : o.map;
  let state = createGame({
    players: o.bots.map((b, i) => ({ name: `${b}-${i + 1}`, color: i ? 'black' : 'white', kind: 'bot' as const, level: b })),
    seed,
    options: { map, intense: o.intense },
  });
  const rng = botRandom(index * 7919 + 13);
  let moves = 0;
  try {
    while (!state.finished) {
      if (state.generation > o.maxGenerations) return { state, moves, capped: true };
      const seat = waitingFor(state)[0];
      if (seat === undefined) throw new Error(`nobody to move in ${state.flow}`);
      const legal = legalMoves(state, seat);
      const move = TINY_BOTS[o.bots[seat]](viewFor(state, seat), legal, rng);
      const r = applyMove(state, seat, move);
      if (!r.ok) throw new Error(`illegal ${JSON.stringify(move)}: ${r.error}`);
      state = r.state;
      moves++;
      const broken = invariantViolations(state);
      if (broken.length) throw new Error(`after ${JSON.stringify(move)}: ${broken.join('; ')}`);
    }
  } catch (e) {
    return { state, moves, capped: false, error: `${seed}: ${(e as Error).message}` };
  }
  return { state, moves, capped: false };
}

const round = (n: number, digits = 2) => +n.toFixed(digits);

export function runTinySim(argv: string[]): void {
  const o = readOptions(argv);
  const started = performance.now();
  const wins = new Array<number>(o.players).fill(0);
  const scores = new Array<number>(o.players).fill(0);
  const stats: Record<string, number> = {};
  const errors: string[] = [];
  let finished = 0;
  let capped = 0;
  let generations = 0;
  let moves = 0;
  let soloWins = 0;
  let ties = 0;
  for (let g = 0; g < o.games; g++) {
    const r = playOne(o, g);
    moves += r.moves;
    generations += r.state.generation;
    if (r.capped) capped++;
    if (r.error) errors.push(r.error);
    for (const [k, v] of Object.entries(r.state.stats)) stats[k] = (stats[k] ?? 0) + v;
    if (!r.state.finished || !r.state.scores) continue;
    finished++;
    const firsts = r.state.scores.filter((s) => s.rank === 1);
    if (firsts.length > 1) ties++;
    for (const s of firsts) wins[s.seat]++;
    for (const s of r.state.scores) scores[s.seat] += s.total;
    if (r.state.soloWon) soloWins++;
  }
  const ms = performance.now() - started;
  console.log(
    JSON.stringify({
      game: 'tiny',
      games: o.games,
      players: o.players,
      bots: o.bots,
      map: o.map,
      intense: o.intense,
      finished,
      capped,
      errors: errors.length,
      avgGenerations: round(generations / o.games),
      avgMoves: round(moves / o.games, 1),
      msPerGame: round(ms / o.games),
      wins,
      ties,
      avgScores: scores.map((s) => round(s / Math.max(1, finished), 1)),
      ...(o.players === 1 ? { soloWins } : {}),
      stats,
      firstErrors: errors.slice(0, 5),
    }),
  );
  process.exitCode = errors.length ? 1 : 0;
}
