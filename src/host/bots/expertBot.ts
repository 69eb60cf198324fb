// The expert bot: the search bot's determinized sequential halving (only what the seat knows is kept,
// the rest re-dealt in every sampled world), with a wider shortlist, more worlds, and its playouts
// judged by an evaluation learned from self-play outcomes (learnedEvaluation.ts) instead of the
// hand-set one. Its thinking is bounded by playout moves (nodes), not the clock, so a seed gives the
// same decision on any machine; the host adds a wall-clock deadline only as a safety net on a loaded
// machine (EXPERT_DEADLINE_MS, workerBots.ts; bench/searchDecision.ts measures both).
import { evaluate } from './evaluation';
import { learnedValue } from './learnedEvaluation';
import type { PositionJudge } from './lookahead';
import { endValue } from './soloEndgame';
import { atRates, DEFAULT_SEARCH_BUDGET, searchBot, type SearchBudget } from './searchBot';
import type { Rates } from './worth';

/**
 * The expert weighs production 1.6 times the standard rate and the cards in play at 0.6 of theirs, in
 * its shortlist, its purchases and both sides' playouts: greedy at these rates beat standard greedy in
 * 58 % of 200 games on seeds it was not tuned on (docs/bots.md, "Exchange rates"). Energy production
 * that nothing of its own spends counts as the heat it becomes: against search that won 119 of 160
 * reporting games, not 109 (docs/bots.md, "Energy that nothing uses is heat").
 */
export const EXPERT_RATES: Rates = { production: 1.6, ongoing: 0.6, accumulation: 1, spareEnergyAsHeat: 1 };

/**
 * Solo is won only by finishing Mars in time, which a playout to the next generation cannot see: there
 * every candidate is played on to the end of the game and judged as greedy's solo endgame judges its
 * own (Mars finished first, then steps left, then the evaluation). A whole solo game is about 130
 * playout moves, so the node budget is larger (a decision in the first generations plays about two dozen).
 */
export const EXPERT_SOLO: SearchBudget['solo'] = { generations: Number.POSITIVE_INFINITY, playoutMoves: 400, nodes: 3000, value: endValue };

/**
 * The expert's second opinion on its shortlist: the learned evaluation one move ahead (the hand-set one
 * for a move that ends the game). Alone it is a poor judge of one move (fitted on positions at the start
 * of a generation, it reads M€ just spent as a loss), but its favourite, played out beside greedy's
 * best, won 68 of 80 screening games against search, not 62 (docs/bots.md, "A second opinion in the shortlist").
 */
export const learnedFavourite: PositionJudge = (state, seat) => (state.finished ? evaluate(state, seat, EXPERT_RATES) : learnedValue(state, seat));

/**
 * 4 candidates in up to 8 worlds; no round of the halving starts past 240 playout moves. A full
 * decision takes 40–580 moves (median ~200, bench positions of generations 1–12), so the budget trims
 * the longest positions (late generations, long playouts) to the worlds already played.
 */
export const EXPERT_BUDGET: SearchBudget = {
  ...DEFAULT_SEARCH_BUDGET,
  samples: 8,
  candidates: 4,
  timeMs: null,
  nodes: 240,
  value: learnedValue,
  secondJudge: learnedFavourite,
  ...atRates(EXPERT_RATES),
  solo: EXPERT_SOLO,
};

/** The host's hard deadline for an expert decision on workers: past it, the worlds finished decide. */
export const EXPERT_DEADLINE_MS = 1200;

export const expertBot = (options: Partial<SearchBudget> = {}) => searchBot({ ...EXPERT_BUDGET, ...options });
