// The expert's evaluation: a position's expected final margin over the best rival, in points, from a
// linear model per stage of the game whose weights were fitted to the outcomes of self-play games
// (expertWeights.json, written by `npm run train-bot`). On the search's scale: a point at VP_WORTH M€,
// so a playout that ends the game (scored by its real margin, searchEvaluation.ts) compares like with like.
import type { TmState } from '../../engine/tm';
import type { Seat } from '../../shared/tm/basics';
import { FEATURE_NAMES, positionFeatures } from './expertFeatures';
import { searchValue } from './searchEvaluation';
import { VP_WORTH } from './worth';
import trained from './expertWeights.json' with { type: 'json' };

export interface StageWeights {
  /** Generations probably left, at most (the last stage: any). */
  maxGens: number | null;
  samples: number;
  intercept: number;
  weights: number[];
}

export interface ExpertWeights {
  features: string[];
  stages: StageWeights[];
  trainedWith: Record<string, unknown>;
}

/** Weights whose feature list is the code's; anything else is refused (they would be read column by wrong column). */
export function checkedWeights(weights: ExpertWeights, from: string): ExpertWeights {
  if (weights?.features?.join() !== FEATURE_NAMES.join()) throw new Error(`${from} does not match the features: run npm run train-bot`);
  return weights;
}

/** The repo's weights as stored; checked when first used, so training can run after the features change. */
export const EXPERT_WEIGHTS = trained as ExpertWeights;
let repoWeights: ExpertWeights | undefined;
const checkedRepoWeights = () => (repoWeights ??= checkedWeights(EXPERT_WEIGHTS, 'expertWeights.json'));

/** The predicted final margin (points) of `seat` over its best rival. */
export function predictedMargin(state: TmState, seat: Seat, model: ExpertWeights = checkedRepoWeights()): number {
  const { stage, features } = positionFeatures(state, seat);
  const w = model.stages[stage];
  return w.intercept + features.reduce((sum, f, i) => sum + f * w.weights[i], 0);
}

/** Multiplayer: the model's margin in M€; a finished game or solo as the search scores it. */
function valueWith(model: ExpertWeights, state: TmState, seat: Seat): number {
  return state.finished || state.players.length === 1 ? searchValue(state, seat) : predictedMargin(state, seat, model) * VP_WORTH;
}

/** The evaluation with other weights (a fit to compare: `npm run sim -- --bots expert@weights.json,…`). */
export const learnedValueWith = (model: ExpertWeights) => (state: TmState, seat: Seat): number => valueWith(model, state, seat);

/** The expert's evaluation, with the repo's weights. */
export const learnedValue = (state: TmState, seat: Seat): number => valueWith(checkedRepoWeights(), state, seat);
