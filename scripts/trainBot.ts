// Fits the expert bot's evaluation to self-play outcomes and writes src/host/bots/expertWeights.json.
//   npm run train-bot -- --seed 1 --games 300 [--policy greedy|greedy-expert|search|expert] [--lambda 1] [--workers N] [--out path]
// Plays `games` self-play games (Corporate Era; 2, 3 and 4 players in turn; some with draft or Colonies)
// with one policy in every seat, records every seat's features (expertFeatures.ts) at the start of each
// generation, and fits a ridge regression per stage of the game from those features to the seat's final
// margin over its best rival. Seeded, and each game is independent of the others: the same seed, game
// count and policy give the same file, byte for byte, on one thread or several (workerPool.ts).
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { applyMove, createGame, waitingFor, type TmState } from '../src/engine/tm';
import { BOTS, botRandom, type BotPolicy } from '../src/host/bots';
import { FEATURE_NAMES, positionFeatures, STAGE_LIMITS } from '../src/host/bots/expertFeatures';
import { fitRidge } from '../src/host/bots/ridge';
import type { ExpertWeights } from '../src/host/bots/learnedEvaluation';
import { searchBot } from '../src/host/bots/searchBot';
import { expertBot, EXPERT_RATES } from '../src/host/bots/expertBot';
import { greedyAt } from '../src/host/bots/greedyBot';
import type { NewGameSetup } from '../src/shared/protocol';
import { PLAYER_COLORS } from '../src/shared/tm/basics';
import { runOnWorkers, workerCount } from './workerPool';

/**
 * Who plays the self-play games: greedy is fast; greedy-expert is greedy at the expert's rates, the
 * policy of the expert's own playouts; search and expert are dearer but play like the expert's opponents.
 */
export const TRAIN_POLICIES = ['greedy', 'greedy-expert', 'search', 'expert'] as const;
export type TrainPolicy = (typeof TRAIN_POLICIES)[number];

export interface TrainOptions {
  seed: string;
  games: number;
  lambda: number;
  policy?: TrainPolicy;
}

const PLAYER_COUNTS = [2, 3, 2, 4];

/** The self-play policy; search and expert without a clock, so a game depends only on its seed. */
function selfPlayPolicy(policy: TrainPolicy): BotPolicy {
  if (policy === 'search') return searchBot({ timeMs: null });
  if (policy === 'expert') return expertBot();
  if (policy === 'greedy-expert') return greedyAt(EXPERT_RATES);
  return BOTS.greedy;
}

function setupOf(seed: string, index: number, policy: TrainPolicy): NewGameSetup {
  const players = PLAYER_COUNTS[index % PLAYER_COUNTS.length];
  return {
    seed: `train-${seed}-${index}`,
    options: { corporateEra: true, draft: index % 3 === 2, solo: false, colonies: index % 5 === 4 },
    players: Array.from({ length: players }, (_, i) => ({ name: `${policy}-${i + 1}`, color: PLAYER_COLORS[i], kind: 'bot' as const, beginner: false })),
  } as NewGameSetup;
}

export interface Sample {
  stage: number;
  features: number[];
  margin: number;
}

/** Self-play game number `index`: every seat at the start of every generation, labelled with its final margin. */
export function trainingGame(options: TrainOptions, index: number): Sample[] {
  const policyName = options.policy ?? 'greedy';
  const setup = setupOf(options.seed, index, policyName);
  const policy = selfPlayPolicy(policyName);
  let state: TmState = createGame(setup);
  const random = botRandom(1000 + index);
  const positions: { stage: number; features: number[]; seat: number }[] = [];
  let recorded = 0;
  while (!state.finished) {
    if (state.generation !== recorded) {
      recorded = state.generation;
      for (const p of state.players) positions.push({ seat: p.seat, ...positionFeatures(state, p.seat) });
    }
    const seat = waitingFor(state)[0];
    const r = applyMove(state, seat, policy(state, seat, random));
    if (!r.ok) throw new Error(`${setup.seed}: ${r.error}`);
    state = r.state;
  }
  const totals = state.scores!.map((l) => l.total);
  const margin = (seat: number) => totals[seat] - Math.max(...totals.filter((_, i) => i !== seat));
  return positions.map(({ stage, features, seat }) => ({ stage, features, margin: margin(seat) }));
}

const round = (v: number) => Number(v.toPrecision(6));

/** The weights fitted to the games' samples (given in game order). */
export function fitWeights(options: TrainOptions, games: Sample[][]): ExpertWeights {
  const samples = games.flat();
  const stages = STAGE_LIMITS.map((limit, stage) => {
    const mine = samples.filter((s) => s.stage === stage);
    const fit = fitRidge(mine.map((s) => s.features), mine.map((s) => s.margin), options.lambda);
    return { maxGens: Number.isFinite(limit) ? limit : null, samples: mine.length, intercept: round(fit.intercept), weights: fit.weights.map(round) };
  });
  return {
    features: [...FEATURE_NAMES],
    stages,
    trainedWith: { seed: options.seed, games: options.games, lambda: options.lambda, policy: options.policy ?? 'greedy', playerCounts: PLAYER_COUNTS, target: 'final margin over the best rival (points)' },
  };
}

/** One thread: every game in turn. */
export function trainWeights(options: TrainOptions): ExpertWeights {
  return fitWeights(options, Array.from({ length: options.games }, (_, i) => trainingGame(options, i)));
}

/** The same weights, the games spread over `workers` threads (one: played here). */
export async function trainWeightsOnWorkers(options: TrainOptions, workers: number): Promise<ExpertWeights> {
  const games = await runOnWorkers<Sample[]>(options.games, workers, (i) => trainingGame(options, i), new URL('./trainWorker.ts', import.meta.url), options);
  return fitWeights(options, games);
}

// Workers see the same argv: only the main thread runs the command.
if (isMainThread && process.argv[1]?.endsWith('trainBot.ts')) {
  const argv = process.argv.slice(2);
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const policy = (get('policy') ?? 'greedy') as TrainPolicy;
  if (!TRAIN_POLICIES.includes(policy)) throw new Error(`--policy is one of ${TRAIN_POLICIES.join(', ')}, not "${policy}"`);
  const options: TrainOptions = { seed: get('seed') ?? '1', games: Number(get('games') ?? 300), lambda: Number(get('lambda') ?? 1), policy };
  const out = get('out') ?? new URL('../src/host/bots/expertWeights.json', import.meta.url).pathname;
  const started = performance.now();
  const weights = await trainWeightsOnWorkers(options, workerCount(argv));
  writeFileSync(out, `${JSON.stringify(weights, null, 1)}\n`);
  console.log(JSON.stringify({ out, ...options, samples: weights.stages.map((s) => s.samples), seconds: Math.round((performance.now() - started) / 1000) }));
}
