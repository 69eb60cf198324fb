// Terraforming Mars simulator: plays whole games with bots and prints one JSON line of results.
//   npm run sim -- --players 2 --games 20 --seed 1 --bot basic
// Options: --players N, --games N, --seed S, --bot random|basic|greedy|search|expert, --bots a,b (one per seat;
//          expert@weights.json: the expert judging with those weights, e.g. a fit to compare;
//          greedy~production=1.6+ongoing=0.6+accumulation=1 (also search~, expert~): that level weighing goods at other rates),
//          --first-game N (play games N, N+1, ... of the seed: a batch split in parts adds up to the whole),
//          --search-samples N / --search-ms MS (search bot budget per decision; 0 ms = samples only),
//          --expert-samples N / --expert-nodes N (0 = none) / --expert-ms MS / --expert-candidates N / --expert-confidence Z / --expert-generations N / --expert-eval learned|hand (expert bot budget and
//          evaluation; hand = the search bot's hand-set evaluation, for comparison),
//          --corporate-era / --no-corporate-era, --draft, --solo, --colonies, --cornucopia, --cornucopia-draft, --max-generations N (cap for fuzzing),
//          --habits (count the beginner's habits of issue 26: early awards, idle metal, patents sold piecemeal; tmHabits.ts),
//          --economy (each generation's M€ production, TR, M€, hand and cards in play; cards bought, played and sold; tmEconomy.ts).
import { readFileSync } from 'node:fs';
import { applyMove, createGame, waitingFor, type TmState } from '../../src/engine/tm';
import { invariantViolations } from '../../src/engine/tm/invariants';
import { isTerraformed } from '../../src/engine/tm/parameters';
import { BOTS, botRandom, type BotPolicy } from '../../src/host/bots';
import { expertBot } from '../../src/host/bots/expertBot';
import { checkedWeights, learnedValueWith, type ExpertWeights } from '../../src/host/bots/learnedEvaluation';
import { greedyAt } from '../../src/host/bots/greedyBot';
import { atRates, searchBot, type SearchBudget } from '../../src/host/bots/searchBot';
import { STANDARD_RATES, type Rates } from '../../src/host/bots/worth';
import { searchValue } from '../../src/host/bots/searchEvaluation';
import type { NewGameSetup } from '../../src/shared/protocol';
import { PLAYER_COLORS } from '../../src/shared/tm/basics';
import type { ScoreLine } from '../../src/shared/tm/view';
import { batchCounts, type BatchSummary, type GameOutcome, type SimGames } from './summary';
import { addHabits, habitCounter, NO_HABITS, type HabitCounts } from './tmHabits';
import { addEconomy, economyCounter, economyReport, NO_ECONOMY, type EconomyCounts } from './tmEconomy';

interface Args {
  players: number;
  games: number;
  firstGame: number;
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
  habits: boolean;
  economy: boolean;
  /** Search bot budget overrides: samples per decision, and ms per decision (0 = no time cap). */
  searchSamples?: number;
  searchMs?: number;
  expert: { samples?: number; nodes?: number; ms?: number; candidates?: number; confidence?: number; generations?: number; eval?: string };
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
    firstGame: Number(get('first-game') ?? 0),
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
    habits: has('habits'),
    economy: has('economy'),
    searchSamples: get('search-samples') !== undefined ? Number(get('search-samples')) : undefined,
    searchMs: get('search-ms') !== undefined ? Number(get('search-ms')) : undefined,
    expert: {
      samples: get('expert-samples') !== undefined ? Number(get('expert-samples')) : undefined,
      nodes: get('expert-nodes') !== undefined ? Number(get('expert-nodes')) : undefined,
      ms: get('expert-ms') !== undefined ? Number(get('expert-ms')) : undefined,
      candidates: get('expert-candidates') !== undefined ? Number(get('expert-candidates')) : undefined,
      confidence: get('expert-confidence') !== undefined ? Number(get('expert-confidence')) : undefined,
      generations: get('expert-generations') !== undefined ? Number(get('expert-generations')) : undefined,
      eval: get('expert-eval'),
    },
  };
}

/** The expert's budget and evaluation from --expert-* (none given: its defaults). */
function expertOptions(args: Args, weightsFile?: string): Partial<SearchBudget> {
  const e = args.expert;
  if (e.eval !== undefined && e.eval !== 'learned' && e.eval !== 'hand') throw new Error(`--expert-eval is learned or hand, not "${e.eval}"`);
  if (weightsFile && e.eval === 'hand') throw new Error('expert@weights.json plays the learned evaluation: leave out --expert-eval hand');
  return {
    ...(e.samples !== undefined ? { samples: e.samples } : {}),
    ...(e.nodes !== undefined ? { nodes: e.nodes > 0 ? e.nodes : null } : {}),
    ...(e.ms !== undefined ? { timeMs: e.ms > 0 ? e.ms : null } : {}),
    ...(e.candidates !== undefined ? { candidates: e.candidates } : {}),
    ...(e.confidence !== undefined ? { confidence: e.confidence } : {}),
    ...(e.generations !== undefined ? { generations: e.generations, playoutMoves: 200 * e.generations } : {}),
    ...(e.eval === 'hand' ? { value: searchValue } : {}),
    ...(weightsFile ? { value: learnedValueWith(checkedWeights(JSON.parse(readFileSync(weightsFile, 'utf8')) as ExpertWeights, weightsFile)) } : {}),
  };
}

/** The search bot's budget from --search-samples / --search-ms (none given: its defaults). */
function searchOptions(args: Args): Partial<SearchBudget> {
  return {
    ...(args.searchSamples !== undefined ? { samples: args.searchSamples } : {}),
    ...(args.searchMs !== undefined ? { timeMs: args.searchMs > 0 ? args.searchMs : null } : {}),
  };
}

/** Rates from `production=1.6+ongoing=0.6`: any left out stay standard. */
function ratesFrom(spec: string): Rates {
  const rates: Rates = { ...STANDARD_RATES };
  for (const pair of spec.split('+').filter(Boolean)) {
    const [name, value] = pair.split('=');
    const n = Number(value);
    if (!(name in rates) || !Number.isFinite(n) || n < 0) throw new Error(`"${pair}" is not a rate (${Object.keys(STANDARD_RATES).join(', ')}: a number of at least 0)`);
    rates[name as keyof Rates] = n;
  }
  return rates;
}

/**
 * The policy for a level name; the search bot takes its budget from --search-samples / --search-ms, the
 * expert from --expert-*, and `expert@file.json` is the expert judging with other weights (to compare fits).
 */
function botFor(args: Args, level: string): BotPolicy {
  const known = policies.get(level);
  if (known) return known;
  let policy: BotPolicy | undefined;
  if (level.includes('~')) {
    const [base, spec] = level.split('~');
    const rates = ratesFrom(spec);
    if (base === 'greedy') policy = greedyAt(rates);
    else if (base === 'search') policy = searchBot({ ...searchOptions(args), ...atRates(rates) });
    else if (base === 'expert' || base.startsWith('expert@')) {
      policy = expertBot({ ...expertOptions(args, base.startsWith('expert@') ? base.slice('expert@'.length) : undefined), ...atRates(rates) });
    } else throw new Error(`${base}~rates: only greedy, search and expert weigh goods at rates`);
  } else if (level === 'search' && (args.searchSamples !== undefined || args.searchMs !== undefined)) {
    policy = searchBot(searchOptions(args));
  } else if (level === 'expert' && Object.values(args.expert).some((v) => v !== undefined)) {
    policy = expertBot(expertOptions(args));
  } else if (level.startsWith('expert@')) {
    policy = expertBot(expertOptions(args, level.slice('expert@'.length)));
  } else {
    policy = BOTS[level];
  }
  if (!policy) throw new Error(`unknown bot "${level}" (known: ${Object.keys(BOTS).join(', ')}, expert@weights.json)`);
  policies.set(level, policy);
  return policy;
}
const policies = new Map<string, BotPolicy>();

/** The batch outcome of a game; a finished solo game is a win when Mars is fully terraformed. */
function outcome(args: Args, state: TmState, moves: number, finished: boolean, capped: boolean, error?: string, habits?: HabitCounts, economy?: EconomyCounts): GameOutcome {
  return {
    ...(habits ? { habits } : {}),
    ...(economy ? { economy } : {}),
    finished,
    capped,
    ...(error ? { error } : {}),
    moves,
    rounds: state.generation,
    stats: state.stats,
    standings: state.scores ?? undefined,
    soloWon: args.solo && isTerraformed(state),
    played: state.players.flatMap((p) => p.played.map((c) => c.id)),
  };
}

function playGame(args: Args, batchIndex: number): GameOutcome {
  const gameIndex = args.firstGame + batchIndex;
  const seed = `${args.seed}-${gameIndex}`;
  const setup: NewGameSetup = {
    seed,
    options: { corporateEra: args.corporateEra, draft: args.draft, solo: args.solo, colonies: args.colonies, ...(args.cornucopia ? { cornucopia: true, cornucopiaDraft: args.cornucopiaDraft } : {}) },
    players: args.bots.map((_, i) => ({ name: `${args.bots[i]}-${i + 1}`, color: PLAYER_COLORS[i], kind: 'bot' as const, beginner: false })),
  };
  let state = createGame(setup);
  const random = botRandom(gameIndex * 7919 + 17);
  let moves = 0;
  const habits = args.habits ? habitCounter() : undefined;
  const economy = args.economy ? economyCounter() : undefined;
  try {
    while (!state.finished) {
      if (state.generation > args.maxGenerations) return outcome(args, state, moves, false, true);
      const seats = waitingFor(state);
      if (seats.length === 0) throw new Error(`nobody to move in phase ${state.flow}`);
      const seat = seats[0];
      const move = botFor(args, args.bots[seat])(state, seat, random);
      habits?.observe(state, seat, move);
      economy?.observe(state, seat, move);
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
    return outcome(args, state, moves, false, false, `${seed}: ${(e as Error).message}`);
  }
  return outcome(args, state, moves, true, false, undefined, habits?.counts(state), economy?.counts());
}

const SCORE_PARTS = ['tr', 'milestones', 'awards', 'greeneries', 'cities', 'cards'] as const;
type ScorePart = (typeof SCORE_PARTS)[number];

/** Where a player's points came from, on average over every seat of every finished game (TR, cards, ...). */
export function averageScoreSplit(outcomes: GameOutcome[]): Record<ScorePart, number> {
  // A Terraforming Mars outcome's standings are the engine's score lines (outcome(), above).
  const lines = outcomes.flatMap((o) => (o.finished ? ((o.standings ?? []) as ScoreLine[]) : []));
  const mean = (part: ScorePart) => +(lines.reduce((sum, l) => sum + l[part], 0) / Math.max(1, lines.length)).toFixed(1);
  return Object.fromEntries(SCORE_PARTS.map((part) => [part, mean(part)])) as Record<ScorePart, number>;
}

/** The batch's size, and the function that plays its game number `index`. */
export function tmGames(argv: string[]): SimGames {
  const args = parseArgs(argv);
  return { games: args.games, players: args.players, play: (index) => playGame(args, index) };
}

export function reportTmSim(argv: string[], b: BatchSummary, outcomes: GameOutcome[]): void {
  const args = parseArgs(argv);
  const distinct = new Set(outcomes.flatMap((o) => o.played ?? []));
  const out = {
    games: args.games,
    players: args.players,
    bots: args.bots,
    ...batchCounts(b, 'avgGenerations'),
    distinctCardsPlayed: [...distinct].filter((id) => !id.startsWith('R')).length,
    ...(args.colonies ? { distinctColoniesCardsPlayed: [...distinct].filter((id) => id.startsWith('C')).length } : {}),
    wins: b.wins,
    avgScores: b.avgScores,
    avgScoreSplit: averageScoreSplit(outcomes),
    // Solo: every finished game is a win (Mars terraformed by the end of generation 14) or a loss.
    ...(args.solo ? { soloWins: b.soloWins, soloLosses: b.finished - b.soloWins } : {}),
    ...(args.habits ? { habits: outcomes.reduce((sum, o) => addHabits(sum, o.habits ?? NO_HABITS), NO_HABITS) } : {}),
    ...(args.economy ? { economy: economyReport(outcomes.reduce((sum, o) => addEconomy(sum, o.economy ?? NO_ECONOMY), NO_ECONOMY)) } : {}),
    stats: b.stats,
    firstErrors: b.firstErrors,
  };
  console.log(JSON.stringify(out));
}
