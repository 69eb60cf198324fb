// Headless simulator: plays whole games with bots and prints one JSON line of results.
//   npm run sim -- --players 2 --games 20 --seed 1 --bot basic
// Options: --players N, --games N, --seed S, --bot random|basic|greedy|search, --bots a,b (one per seat),
//          --search-samples N / --search-ms MS (search bot budget per decision; 0 ms = samples only),
//          --corporate-era / --no-corporate-era, --draft, --solo, --colonies, --cornucopia, --cornucopia-draft, --max-generations N (cap for fuzzing).
import { applyMove, createGame, waitingFor, type TmState } from '../src/engine/tm';
import { invariantViolations } from '../src/engine/tm/invariants';
import { BOTS, botRandom, type BotPolicy } from '../src/host/bots';
import { searchBot } from '../src/host/bots/searchBot';
import type { NewGameSetup } from '../src/shared/protocol';
import { PLAYER_COLORS } from '../src/shared/tm/basics';
import { runDiceSim } from './sim/dice';
import { runTinySim } from './sim/tiny';

interface Args {
  players: number;
  games: number;
  seed: string;
  bots: string[];
  corporateEra: boolean;
  draft: boolean;
  solo: boolean;
  colonies: boolean;
  cornucopia: boolean;
  cornucopiaDraft: boolean;
  maxGenerations: number;
  checkInvariants: boolean;
  /** Search bot budget overrides: samples per decision, and ms per decision (0 = no time cap). */
  searchSamples?: number;
  searchMs?: number;
}

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const has = (name: string) => argv.includes(`--${name}`);
  const solo = has('solo');
  const players = solo ? 1 : Number(get('players') ?? 2);
  const bot = get('bot') ?? 'basic';
  const bots = (get('bots') ?? '').split(',').filter(Boolean);
  return {
    players,
    games: Number(get('games') ?? 20),
    seed: get('seed') ?? '1',
    bots: Array.from({ length: players }, (_, i) => bots[i] ?? bots[bots.length - 1] ?? bot),
    corporateEra: !has('no-corporate-era'),
    draft: has('draft'),
    solo,
    colonies: has('colonies'),
    cornucopia: has('cornucopia') || has('cornucopia-draft'),
    cornucopiaDraft: has('cornucopia-draft'),
    maxGenerations: Number(get('max-generations') ?? 40),
    checkInvariants: !has('no-invariants'),
    searchSamples: get('search-samples') !== undefined ? Number(get('search-samples')) : undefined,
    searchMs: get('search-ms') !== undefined ? Number(get('search-ms')) : undefined,
  };
}

/** The policy for a level name; the search bot takes its budget from --search-samples / --search-ms. */
function botFor(args: Args, level: string): BotPolicy {
  if (level === 'search' && (args.searchSamples !== undefined || args.searchMs !== undefined)) {
    searchPolicy ??= searchBot({ ...(args.searchSamples !== undefined ? { samples: args.searchSamples } : {}), ...(args.searchMs !== undefined ? { timeMs: args.searchMs > 0 ? args.searchMs : null } : {}) });
    return searchPolicy;
  }
  const policy = BOTS[level];
  if (!policy) throw new Error(`unknown bot "${level}" (known: ${Object.keys(BOTS).join(', ')})`);
  return policy;
}
let searchPolicy: BotPolicy | undefined;

interface GameResult {
  finished: boolean;
  capped: boolean;
  error?: string;
  generations: number;
  moves: number;
  state: TmState;
}

function playGame(args: Args, gameIndex: number): GameResult {
  const seed = `${args.seed}-${gameIndex}`;
  const setup: NewGameSetup = {
    seed,
    options: { corporateEra: args.corporateEra, draft: args.draft, solo: args.solo, colonies: args.colonies, ...(args.cornucopia ? { cornucopia: true, cornucopiaDraft: args.cornucopiaDraft } : {}) },
    players: args.bots.map((_, i) => ({ name: `${args.bots[i]}-${i + 1}`, color: PLAYER_COLORS[i], kind: 'bot' as const, beginner: false })),
  };
  let state = createGame(setup);
  const random = botRandom(gameIndex * 7919 + 17);
  let moves = 0;
  try {
    while (!state.finished) {
      if (state.generation > args.maxGenerations) return { finished: false, capped: true, generations: state.generation, moves, state };
      const seats = waitingFor(state);
      if (seats.length === 0) throw new Error(`nobody to move in phase ${state.flow}`);
      const seat = seats[0];
      const move = botFor(args, args.bots[seat])(state, seat, random);
      const result = applyMove(state, seat, move);
      if (!result.ok) throw new Error(`bot ${args.bots[seat]} made an illegal move ${JSON.stringify(move)}: ${result.error}`);
      state = result.state;
      moves++;
      if (args.checkInvariants) {
        const broken = invariantViolations(state);
        if (broken.length) throw new Error(`invariant broken after ${JSON.stringify(move)}: ${broken.join('; ')}`);
      }
    }
  } catch (e) {
    return { finished: false, capped: false, error: `${seed}: ${(e as Error).message}`, generations: state.generation, moves, state };
  }
  return { finished: true, capped: false, generations: state.generation, moves, state };
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const distinct = new Set<string>();
  const stats: Record<string, number> = {};
  const wins = new Array<number>(args.players).fill(0);
  const scoreSums = new Array<number>(args.players).fill(0);
  const errors: string[] = [];
  let finished = 0;
  let capped = 0;
  let generations = 0;
  let moves = 0;
  let soloWins = 0;
  for (let g = 0; g < args.games; g++) {
    const r = playGame(args, g);
    generations += r.generations;
    moves += r.moves;
    if (r.finished) finished++;
    if (r.capped) capped++;
    if (r.error) errors.push(r.error);
    for (const p of r.state.players) for (const c of p.played) distinct.add(c.id);
    for (const [k, v] of Object.entries(r.state.stats)) stats[k] = (stats[k] ?? 0) + v;
    if (r.state.scores) {
      const winner = r.state.scores.find((s) => s.rank === 1);
      if (winner) wins[winner.seat]++;
      for (const s of r.state.scores) scoreSums[s.seat] += s.total;
      if (args.solo && r.state.parameters.oceans === 9 && r.state.parameters.oxygen === 14 && r.state.parameters.temperature === 8) soloWins++;
    }
  }
  const elapsed = performance.now() - started;
  const out = {
    games: args.games,
    players: args.players,
    bots: args.bots,
    finished,
    capped,
    errors: errors.length,
    avgGenerations: +(generations / args.games).toFixed(2),
    avgMoves: +(moves / args.games).toFixed(1),
    msPerGame: +(elapsed / args.games).toFixed(2),
    distinctCardsPlayed: [...distinct].filter((id) => !id.startsWith('R')).length,
    ...(args.colonies ? { distinctColoniesCardsPlayed: [...distinct].filter((id) => id.startsWith('C')).length } : {}),
    wins,
    avgScores: scoreSums.map((s) => +(s / Math.max(1, finished)).toFixed(1)),
    // Solo: every finished game is a win (Mars terraformed by the end of generation 14) or a loss.
    ...(args.solo ? { soloWins, soloLosses: finished - soloWins } : {}),
    stats,
    firstErrors: errors.slice(0, 5),
  };
  console.log(JSON.stringify(out));
  process.exitCode = errors.length ? 1 : 0;
}

const gameIndex = process.argv.indexOf('--game');
const game = gameIndex >= 0 ? process.argv[gameIndex + 1] : 'tm';
if (game === 'dice') runDiceSim(process.argv.slice(2));
else if (game === 'tiny') runTinySim(process.argv.slice(2));
else main();
