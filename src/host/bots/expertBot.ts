// The expert bot: the search bot's determinized sequential halving (only what the seat knows is kept,
// the rest re-dealt in every sampled world), with a wider shortlist, more worlds, and its playouts
// judged by an evaluation learned from self-play outcomes (learnedEvaluation.ts) instead of the
// hand-set one. Its time cap keeps a decision within 1.5 s on two loaded cores (bench/searchDecision.ts).
import { learnedValue } from './learnedEvaluation';
import { DEFAULT_SEARCH_BUDGET, searchBot, type SearchBudget } from './searchBot';

export const EXPERT_BUDGET: SearchBudget = {
  ...DEFAULT_SEARCH_BUDGET,
  samples: 8,
  candidates: 4,
  timeMs: 1000,
  value: learnedValue,
};

export const expertBot = (options: Partial<SearchBudget> = {}) => searchBot({ ...EXPERT_BUDGET, ...options });
