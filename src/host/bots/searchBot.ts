// The search bot: on its turn it shortlists the greedy bot's best few actions, then plays each of them
// out in several sampled worlds (hidden cards re-dealt from what it has not seen), with the greedy
// policy on every side, and switches from the greedy favourite only when a challenger wins clearly.
// Every candidate is tried in the same sampled worlds, so their comparison is fair even with few
// samples. Other questions (spaces, targets, card purchases) it answers greedily.
import { applyMove, legalMoves, type TmState } from '../../engine/tm';
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import { evaluate } from './evaluation';
import { greedyMove } from './greedyBot';
import { determinize } from './hiddenInformation';
import { afterMove, rankMoves } from './lookahead';
import { botRandom, type BotPolicy, type BotRandom } from './types';
import { generationsLeft } from './worth';

export interface SearchBudget {
  /** Sampled worlds per decision (each candidate is played out in every one). Reproducible. */
  samples: number;
  /** Wall-clock cap per decision in ms; null for none. The only source of non-determinism. */
  timeMs: number | null;
  /** How many of the greedy ranking's best actions are compared. */
  candidates: number;
  /** Moves a mid-game playout may run at most before it is scored. */
  playoutMoves: number;
  /** Who plays inside the playouts. */
  playoutPolicy: BotPolicy;
  /** Standard errors by which a challenger must beat the greedy favourite. */
  confidence: number;
  /**
   * With this few generations probably left, playouts run to the end of the game and count the real
   * result; before that, mid-game search only runs when `midgame` is set (else the greedy choice stands).
   */
  endgameGenerations: number;
  midgame: boolean;
  /** A safety cap on moves in a playout to the end of the game. */
  endgameMoves: number;
}

/**
 * The default keeps a 100-game search-vs-greedy simulation within about ten minutes on two cores:
 * 3 candidates x 6 worlds, each played on (greedy on both sides) for one opponent action.
 */
export const DEFAULT_SEARCH_BUDGET: SearchBudget = {
  samples: 6, timeMs: 300, candidates: 3, playoutMoves: 12, playoutPolicy: greedyMove, confidence: 0.5,
  endgameGenerations: 0, midgame: true, endgameMoves: 300,
};

/**
 * Plays a sampled world on from a candidate's result and scores it for the seat. Mid-game playouts
 * stop at the same point whatever the candidate was, so candidates are compared like with like: when
 * the seat is asked for an action again, after one action by an opponent, or just before a pass would
 * end the generation (production pays everyone, which would judge a move by who earns more).
 */
function playout(start: TmState, seat: Seat, budget: SearchBudget, toTheEnd: boolean, random: BotRandom): number {
  let state = start;
  const limit = toTheEnd ? budget.endgameMoves : budget.playoutMoves;
  let opponentActions = 0;
  for (let i = 0; i < limit && !state.finished; i++) {
    const mover = firstWaiting(state);
    if (mover === null) break;
    const prompt = state.pending[mover]!.prompt;
    if (!toTheEnd && prompt.kind === 'action') {
      if (mover === seat && i > 0) break;
      if (mover !== seat && ++opponentActions > 1) break;
    }
    const move = budget.playoutPolicy(state, mover, random);
    if (!toTheEnd && endsGeneration(state, mover, move)) break;
    const result = applyMove(state, mover, move);
    if (!result.ok) break;
    state = result.state;
  }
  return evaluate(state, seat);
}

/** A pass by the last player still in the generation: applying it would run the production phase. */
function endsGeneration(state: TmState, seat: Seat, move: Move): boolean {
  return move.type === 'pass' && state.players.every((p) => p.seat === seat || p.passed);
}

function firstWaiting(state: TmState): Seat | null {
  for (const p of state.players) if (state.pending[p.seat]) return p.seat;
  return null;
}

/** The action chosen by comparing shortlisted candidates over shared sampled worlds. */
function searchAction(state: TmState, seat: Seat, random: BotRandom, budget: SearchBudget): Move {
  const moves = legalMoves(state, seat);
  if (moves.length <= 1) return moves[0];
  const ranked = rankMoves(determinize(state, seat, random), seat, moves, random);
  const shortlist = ranked.slice(0, budget.candidates).map((r) => r.move);
  const toTheEnd = generationsLeft(state) <= budget.endgameGenerations;
  if (shortlist.length === 1 || (!toTheEnd && !budget.midgame)) return shortlist[0];
  // Paired differences against the greedy favourite (index 0), world by world.
  const diffs: number[][] = shortlist.map(() => []);
  const started = budget.timeMs === null ? 0 : performance.now();
  for (let sample = 0; sample < budget.samples; sample++) {
    if (budget.timeMs !== null && sample > 0 && performance.now() - started > budget.timeMs) break;
    const world = determinize(state, seat, random);
    const seed = Math.floor(random.next() * 0x100000000);
    const scores = shortlist.map((move) => {
      // the same playout randomness for every candidate: differences come from the move, not the dice
      const dice = botRandom(seed);
      if (!toTheEnd && endsGeneration(world, seat, move)) return evaluate(world, seat);
      const next = afterMove(world, seat, move, dice);
      return next ? playout(next, seat, budget, toTheEnd, dice) : -Infinity;
    });
    scores.forEach((score, i) => diffs[i].push(score - scores[0]));
  }
  // A challenger replaces the favourite only when it wins clearly, not by the luck of a few samples.
  let best = 0;
  let bestEdge = 0;
  for (let i = 1; i < shortlist.length; i++) {
    const edge = confidentEdge(diffs[i], budget.confidence);
    if (edge > bestEdge) {
      best = i;
      bestEdge = edge;
    }
  }
  return shortlist[best];
}

/** The mean of paired differences less `z` standard errors: positive only for a clear improvement. */
function confidentEdge(diffs: number[], z: number): number {
  const n = diffs.length;
  if (n < 2) return -Infinity;
  const mean = diffs.reduce((a, b) => a + b, 0) / n;
  const variance = diffs.reduce((a, d) => a + (d - mean) ** 2, 0) / (n - 1);
  return mean - z * Math.sqrt(variance / n);
}

export function searchBot(options: Partial<SearchBudget> = {}): BotPolicy {
  const budget = { ...DEFAULT_SEARCH_BUDGET, ...options };
  return (state, seat, random) => {
    const prompt = state.pending[seat]?.prompt;
    if (prompt?.kind === 'action') return searchAction(state, seat, random, budget);
    return greedyMove(state, seat, random);
  };
}
