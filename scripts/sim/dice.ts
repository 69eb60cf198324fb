// Headless Dice Game simulator: plays whole games with bots, checks invariants after every move, and
// prints one JSON line.   npm run sim -- --game dice --players 3 --games 200 --bot random
// Options: --players N (1 = solo), --games N, --seed S, --bot random|basic|solo|search, --bots a,b,c (one per seat),
//          --side A|B, --max-turns N (cap for fuzzing).
import { applyMove, createGame, waitingFor, type DiceState } from '../../src/engine/dice';
import { OCEAN_TILES, OXYGEN, TEMPERATURE } from '../../src/engine/dice/data/parameters';
import { SOLO_BENCHMARK } from '../../src/engine/dice/data/scoring';
import { invariantViolations } from '../../src/engine/dice/invariants';
import { completedParameters } from '../../src/engine/dice/terraform';
import { diceEngine } from '../../src/host/systems/dice';
import type { diceSeatSchema } from '../../src/shared/dice/setup';
import type { z } from 'zod';

type DiceLevel = NonNullable<z.infer<typeof diceSeatSchema>['level']>;
import { botRandom } from '../../src/host/bots/types';
import { PLAYER_COLOURS } from '../../src/shared/dice/basics';
import { batchCounts, type BatchSummary, type GameOutcome, type SimGames } from './summary';

interface Args {
  players: number;
  games: number;
  seed: string;
  bots: DiceLevel[];
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
  for (const b of bots) if (!(b in diceEngine.bots)) throw new Error(`unknown bot ${b}`);
  return {
    players,
    games: Number(get('games') ?? 20),
    seed: get('seed') ?? '1',
    bots: bots as Args['bots'],
    side: get('side') === 'B' ? 'B' : 'A',
    maxTurns: Number(get('max-turns') ?? 2000),
  };
}

/** The batch outcome of a game, with the finished game's corporation balance, milestones and completed parameters added to its stats. */
function outcome(args: Args, state: DiceState, moves: number, finished: boolean, capped: boolean, error?: string): GameOutcome {
  const stats = { ...state.stats };
  const add = (key: string) => (stats[key] = (stats[key] ?? 0) + 1);
  if (state.scores) {
    // Corporation balance: games played and won per corporation (a shared first place is a win for each).
    state.players.forEach((p, seat) => {
      add(`corp.${p.corporation}.games`);
      if (state.scores?.some((s) => s.seat === seat && s.rank === 1)) add(`corp.${p.corporation}.wins`);
    });
    stats.milestonesClaimed = (stats.milestonesClaimed ?? 0) + state.milestones.filter((m) => m.claimedBy !== null).length;
    const complete = { temperature: state.temperature >= TEMPERATURE.steps, oxygen: state.oxygen >= OXYGEN.steps, oceans: state.oceans >= OCEAN_TILES };
    for (const [name, done] of Object.entries(complete)) if (done) add(`completed.${name}`);
    // Solo: the benchmark row a finished Mars reached (its score counts only then).
    if (args.players === 1 && completedParameters(state) === 3) {
      const total = state.scores[0]?.total ?? 0;
      const row = SOLO_BENCHMARK.find((r) => total >= r.from && (r.to === null || total <= r.to));
      if (row) add(`soloTier.${row.from}+`);
    }
  }
  return {
    finished,
    capped,
    ...(error ? { error } : {}),
    moves,
    rounds: state.turn,
    stats,
    standings: state.scores ?? undefined,
    soloWon: args.players === 1 && completedParameters(state) === 3,
  };
}

function playGame(args: Args, index: number): GameOutcome {
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
      if (state.turn > args.maxTurns) return outcome(args, state, moves, false, true);
      const seat = waitingFor(state)[0];
      if (seat === undefined) throw new Error(`nobody to move in ${state.flow}`);
      const move = diceEngine.bots[args.bots[seat]](state, seat, random);
      const result = applyMove(state, seat, move);
      if (!result.ok) throw new Error(`bot ${args.bots[seat]} made an illegal move ${JSON.stringify(move)}: ${result.error}`);
      if (result.state === state) throw new Error('applyMove returned its input');
      state = result.state;
      moves++;
      const broken = invariantViolations(state);
      if (broken.length) throw new Error(`invariant broken after ${JSON.stringify(move)}: ${broken.join('; ')}`);
    }
  } catch (e) {
    return outcome(args, state, moves, false, false, `${seed}: ${(e as Error).message}`);
  }
  return outcome(args, state, moves, true, false);
}

/** The batch's size, and the function that plays its game number `index`. */
export function diceGames(argv: string[]): SimGames {
  const args = parseArgs(argv);
  return { games: args.games, players: args.players, play: (index) => playGame(args, index), batchOptions: { roundsDigits: 1 } };
}

export function reportDiceSim(argv: string[], b: BatchSummary): void {
  const args = parseArgs(argv);
  const out = {
    game: 'dice',
    games: args.games,
    players: args.players,
    bots: args.bots,
    ...batchCounts(b, 'avgTurns'),
    wins: b.wins,
    avgScores: b.avgScores,
    ...(args.players === 1 ? { soloCompleted: b.soloWins } : {}),
    stats: b.stats,
    firstErrors: b.firstErrors,
  };
  console.log(JSON.stringify(out));
}
