// Headless TINYforming Mars simulator: plays whole games with bots that see only their seat's view,
// checks the state invariants after every move, and prints one JSON line.
//   npm run sim -- --game tiny --players 2 --games 200 --bot random
// Options: --players 1|2 (1 = solitaire), --games N, --seed S, --bot random|basic|search, --bots a,b (one per seat),
//          --map tharsis|elysium|both, --intense, --max-generations N (cap for fuzzing).
import { applyMove, createGame, invariantViolations, waitingFor, type TinyState } from '../../src/engine/tiny';
import { tinyEngine } from '../../src/host/systems/tiny';
import { botRandom } from '../../src/host/bots/types';
import type { MapSide } from '../../src/shared/tiny/basics';
import type { TinySeatSetup } from '../../src/shared/tiny/setup';
import { batchCounts, type BatchSummary, type GameOutcome, type SimGames } from './summary';

type BotName = NonNullable<TinySeatSetup['level']>;

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
  for (const b of bots) if (!(b in tinyEngine.bots)) throw new Error(`unknown bot ${b}`);
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

function outcome(state: TinyState, moves: number, capped: boolean): GameOutcome {
  return { finished: state.finished, capped, moves, rounds: state.generation, stats: state.stats, standings: state.scores ?? undefined, soloWon: state.soloWon };
}

function playOne(o: SimOptions, index: number): GameOutcome {
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
      if (state.generation > o.maxGenerations) return outcome(state, moves, true);
      const seat = waitingFor(state)[0];
      if (seat === undefined) throw new Error(`nobody to move in ${state.flow}`);
      const move = tinyEngine.bots[o.bots[seat]](state, seat, rng);
      const r = applyMove(state, seat, move);
      if (!r.ok) throw new Error(`illegal ${JSON.stringify(move)}: ${r.error}`);
      state = r.state;
      moves++;
      const broken = invariantViolations(state);
      if (broken.length) throw new Error(`after ${JSON.stringify(move)}: ${broken.join('; ')}`);
    }
  } catch (e) {
    return { ...outcome(state, moves, false), error: `${seed}: ${(e as Error).message}` };
  }
  return outcome(state, moves, false);
}

/** The batch's size, and the function that plays its game number `index`. */
export function tinyGames(argv: string[]): SimGames {
  const o = readOptions(argv);
  return { games: o.games, players: o.players, play: (index) => playOne(o, index) };
}

export function reportTinySim(argv: string[], b: BatchSummary): void {
  const o = readOptions(argv);
  console.log(
    JSON.stringify({
      game: 'tiny',
      games: o.games,
      players: o.players,
      bots: o.bots,
      map: o.map,
      intense: o.intense,
      ...batchCounts(b, 'avgGenerations'),
      wins: b.wins,
      ties: b.ties,
      avgScores: b.avgScores,
      ...(o.players === 1 ? { soloWins: b.soloWins } : {}),
      stats: b.stats,
      firstErrors: b.firstErrors,
    }),
  );
}
