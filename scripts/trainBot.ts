// Fits the expert bot's evaluation to self-play outcomes and writes src/host/bots/expertWeights.json.
//   npm run train-bot -- --seed 1 --games 300 [--lambda 1] [--out path]
// Plays `games` greedy self-play games (Corporate Era; 2, 3 and 4 players in turn; some with draft or
// Colonies), records every seat's features (expertFeatures.ts) at the start of each generation, and fits
// a ridge regression per stage of the game from those features to the seat's final margin over its best
// rival. One thread, seeded: the same seed and game count give the same file, byte for byte.
import { writeFileSync } from 'node:fs';
import { applyMove, createGame, waitingFor, type TmState } from '../src/engine/tm';
import { BOTS, botRandom } from '../src/host/bots';
import { FEATURE_NAMES, positionFeatures, STAGE_LIMITS } from '../src/host/bots/expertFeatures';
import { fitRidge } from '../src/host/bots/ridge';
import type { ExpertWeights } from '../src/host/bots/learnedEvaluation';
import type { NewGameSetup } from '../src/shared/protocol';
import { PLAYER_COLORS } from '../src/shared/tm/basics';

export interface TrainOptions {
  seed: string;
  games: number;
  lambda: number;
}

const PLAYER_COUNTS = [2, 3, 2, 4];

function setupOf(seed: string, index: number): NewGameSetup {
  const players = PLAYER_COUNTS[index % PLAYER_COUNTS.length];
  return {
    seed: `train-${seed}-${index}`,
    options: { corporateEra: true, draft: index % 3 === 2, solo: false, colonies: index % 5 === 4 },
    players: Array.from({ length: players }, (_, i) => ({ name: `greedy-${i + 1}`, color: PLAYER_COLORS[i], kind: 'bot' as const, beginner: false })),
  } as NewGameSetup;
}

interface Sample {
  stage: number;
  features: number[];
  margin: number;
}

/** One self-play game's samples: every seat at the start of every generation, labelled with its final margin. */
function playGame(setup: NewGameSetup, seed: number): Sample[] {
  let state: TmState = createGame(setup);
  const random = botRandom(seed);
  const positions: { stage: number; features: number[]; seat: number }[] = [];
  let recorded = 0;
  while (!state.finished) {
    if (state.generation !== recorded) {
      recorded = state.generation;
      for (const p of state.players) positions.push({ seat: p.seat, ...positionFeatures(state, p.seat) });
    }
    const seat = waitingFor(state)[0];
    const r = applyMove(state, seat, BOTS.greedy(state, seat, random));
    if (!r.ok) throw new Error(`${setup.seed}: ${r.error}`);
    state = r.state;
  }
  const totals = state.scores!.map((l) => l.total);
  const margin = (seat: number) => totals[seat] - Math.max(...totals.filter((_, i) => i !== seat));
  return positions.map(({ stage, features, seat }) => ({ stage, features, margin: margin(seat) }));
}

const round = (v: number) => Number(v.toPrecision(6));

export function trainWeights(options: TrainOptions): ExpertWeights {
  const samples: Sample[] = [];
  for (let i = 0; i < options.games; i++) samples.push(...playGame(setupOf(options.seed, i), 1000 + i));
  const stages = STAGE_LIMITS.map((limit, stage) => {
    const mine = samples.filter((s) => s.stage === stage);
    const fit = fitRidge(mine.map((s) => s.features), mine.map((s) => s.margin), options.lambda);
    return { maxGens: Number.isFinite(limit) ? limit : null, samples: mine.length, intercept: round(fit.intercept), weights: fit.weights.map(round) };
  });
  return {
    features: [...FEATURE_NAMES],
    stages,
    trainedWith: { seed: options.seed, games: options.games, lambda: options.lambda, policy: 'greedy', playerCounts: PLAYER_COUNTS, target: 'final margin over the best rival (points)' },
  };
}

if (process.argv[1]?.endsWith('trainBot.ts')) {
  const argv = process.argv.slice(2);
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const options: TrainOptions = { seed: get('seed') ?? '1', games: Number(get('games') ?? 300), lambda: Number(get('lambda') ?? 1) };
  const out = get('out') ?? new URL('../src/host/bots/expertWeights.json', import.meta.url).pathname;
  const started = performance.now();
  const weights = trainWeights(options);
  writeFileSync(out, `${JSON.stringify(weights, null, 1)}\n`);
  console.log(JSON.stringify({ out, ...options, samples: weights.stages.map((s) => s.samples), seconds: Math.round((performance.now() - started) / 1000) }));
}
