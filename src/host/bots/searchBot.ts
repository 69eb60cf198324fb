// The search bot: on its turn it shortlists the greedy bot's best few actions, then plays each of them
// out in sampled worlds (hidden cards re-dealt from what it has not seen), with the greedy policy on
// every side, to the end of the generation: through the production phase to the next research, so
// every candidate, a pass as much as a card, is judged at the same point. The shortlist is narrowed
// by sequential halving, and the greedy favourite is left only for a challenger that wins clearly.
// Every candidate is tried in the same sampled worlds, so their comparison is fair even with few
// samples. Tile spaces are chosen the same way among greedy's best few, and card purchases (research,
// setup keep, draft picks) among greedy's answer and its nearest alternatives (purchaseCandidates.ts).
// Other questions (targets, amounts, payments) it answers greedily.
import { applyMove, legalMoves, waitingFor, type TmState } from '../../engine/tm';
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import { greedyMove } from './greedyBot';
import { determinize } from './hiddenInformation';
import { rankMoves } from './lookahead';
import { playoutPolicy } from './playoutPolicy';
import { purchaseCandidates, SEARCHED_CARD_CHOICES } from './purchaseCandidates';
import { searchValue } from './searchEvaluation';
import { botRandom, type BotPolicy, type BotRandom } from './types';

export interface SearchBudget {
  /** Sampled worlds per decision; the greedy favourite and the last challenger are played in all of them. Reproducible. */
  samples: number;
  /** Wall-clock cap per decision in ms (applied after the first two worlds); null for none. The only source of non-determinism. */
  timeMs: number | null;
  /** How many of the greedy ranking's best actions are compared. */
  candidates: number;
  /** Moves a playout may run at most before it is scored (a safety cap). */
  playoutMoves: number;
  /** Who plays inside the playouts. */
  playoutPolicy: BotPolicy;
  /** Standard errors by which a challenger must beat the greedy favourite. */
  confidence: number;
}

/**
 * The default keeps a 100-game search-vs-greedy simulation within about ten minutes on two cores:
 * 3 candidates in 2 worlds, then greedy's favourite and the better challenger in 2 more (10 playouts).
 * 6 worlds won no more games and took half as long again.
 */
export const DEFAULT_SEARCH_BUDGET: SearchBudget = {
  samples: 4, timeMs: 400, candidates: 3, playoutMoves: 200, playoutPolicy, confidence: 0.5,
};

/** Worlds every decision gets whatever the clock says: a challenger needs two to show a standard error. */
const MIN_WORLDS = 2;

/**
 * A sampled world played on from a candidate's move to the next generation's research (through the
 * production phase) or the end of the game: the same point for every candidate, so they are compared
 * like with like. Null when the move is illegal.
 */
export function playToNextGeneration(world: TmState, seat: Seat, move: Move, budget: SearchBudget, random: BotRandom): TmState | null {
  const first = applyMove(world, seat, move);
  if (!first.ok) return null;
  let state = first.state;
  for (let i = 0; i < budget.playoutMoves && !state.finished && state.generation === world.generation; i++) {
    const mover = waitingFor(state)[0];
    if (mover === undefined) break;
    const result = applyMove(state, mover, budget.playoutPolicy(state, mover, random));
    if (!result.ok) break;
    state = result.state;
  }
  return state;
}

function playout(world: TmState, seat: Seat, move: Move, budget: SearchBudget, random: BotRandom): number {
  const end = playToNextGeneration(world, seat, move, budget, random);
  return end ? searchValue(end, seat) : -Infinity;
}

/** Greedy's best few answers (an action or a space), its favourite first. */
function rankedShortlist(state: TmState, seat: Seat, random: BotRandom, budget: SearchBudget): Move[] {
  const moves = legalMoves(state, seat);
  if (moves.length <= 1) return moves;
  return rankMoves(determinize(state, seat, random), seat, moves, random)
    .slice(0, budget.candidates)
    .map((r) => r.move);
}

/**
 * The answer chosen by comparing shortlisted candidates (greedy's favourite first) over shared sampled
 * worlds.
 */
function searchAmong(state: TmState, seat: Seat, shortlist: Move[], random: BotRandom, budget: SearchBudget): Move {
  if (shortlist.length <= 1) return shortlist[0];
  // Paired differences against the greedy favourite (index 0), world by world.
  const diffs: number[][] = shortlist.map(() => []);
  let challengers = shortlist.map((_, i) => i).slice(1);
  const rounds = Math.max(1, Math.ceil(Math.log2(challengers.length)) + 1);
  const started = budget.timeMs === null ? 0 : performance.now();
  let sample = 0;
  for (let round = 0; round < rounds; round++) {
    const until = Math.round((budget.samples * (round + 1)) / rounds);
    for (; sample < until; sample++) {
      // The cap never cuts below the worlds a comparison needs, or a loaded machine would turn search into greedy.
      if (budget.timeMs !== null && sample >= MIN_WORLDS && performance.now() - started > budget.timeMs) break;
      const world = determinize(state, seat, random);
      const seed = Math.floor(random.next() * 0x100000000);
      // the same playout randomness for every candidate: differences come from the move, not the dice
      const favourite = playout(world, seat, shortlist[0], budget, botRandom(seed));
      for (const i of challengers) diffs[i].push(playout(world, seat, shortlist[i], budget, botRandom(seed)) - favourite);
    }
    // Successive halving: the better half of the challengers go on to face the favourite in new worlds.
    if (challengers.length > 1) challengers = [...challengers].sort((a, b) => mean(diffs[b]) - mean(diffs[a])).slice(0, Math.ceil(challengers.length / 2));
  }
  // A challenger replaces the favourite only when it wins clearly, not by the luck of a few samples.
  let best = 0;
  let bestEdge = 0;
  for (const i of challengers) {
    const edge = confidentEdge(diffs[i], budget.confidence);
    if (edge > bestEdge) {
      best = i;
      bestEdge = edge;
    }
  }
  return shortlist[best];
}

function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : -Infinity;
}

/** The mean of paired differences less `z` standard errors: positive only for a clear improvement. */
function confidentEdge(diffs: number[], z: number): number {
  const n = diffs.length;
  if (n < 2) return -Infinity;
  const m = mean(diffs);
  const variance = diffs.reduce((a, d) => a + (d - m) ** 2, 0) / (n - 1);
  return m - z * Math.sqrt(variance / n);
}

export function searchBot(options: Partial<SearchBudget> = {}): BotPolicy {
  const budget = { ...DEFAULT_SEARCH_BUDGET, ...options };
  return (state, seat, random) => {
    const decision = state.pending[seat];
    const prompt = decision?.prompt;
    if (prompt?.kind === 'action' || prompt?.kind === 'space') return searchAmong(state, seat, rankedShortlist(state, seat, random, budget), random, budget);
    const greedy = greedyMove(state, seat, random);
    if (prompt?.kind === 'cards' && SEARCHED_CARD_CHOICES.has(decision!.resolver)) {
      return searchAmong(state, seat, purchaseCandidates(state, seat, prompt, greedy, budget.candidates), random, budget);
    }
    return greedy;
  };
}
