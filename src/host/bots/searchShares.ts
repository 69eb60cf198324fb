// A search bot's decision spread over workers: each worker derives the same candidates from the same
// seed, draws the same sampled worlds and plays only its share of a round's worlds (worldShare.ts); the
// host pools the rounds' results world by world and runs the same halving schedule (searchRounds.ts)
// as the one-thread search, so it chooses the same move, whatever the number of workers and whoever
// answers first, when no time cap binds. Each world is played once, by one worker.
import type { TmState } from '../../engine/tm';
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import { budgetIn, DEFAULT_SEARCH_BUDGET, playRound, searchPlan, timeCap, worldStream, type SearchBudget } from './searchBot';
import { halvingRounds, type SearchRound, type WorldResult } from './searchRounds';
import { botRandom } from './types';
import { worldShares, type WorldShare } from './worldShare';

/** What the host asks one worker: a round of the decision, and the worker's share of its worlds. */
export interface SearchStep {
  /** Null for the first round, asked before the host knows the candidates: all of them, in its worlds. */
  round: SearchRound | null;
  share: WorldShare;
  /** Ms the worker may go on past the worlds every decision gets; null for no cap. */
  timeMs: number | null;
  /** Ms until the host's hard deadline: past it the worker stops at once, whatever it played; null or absent for none. */
  deadlineMs?: number | null;
}

/** A worker's answer: the move itself when there is nothing to compare, else the candidates and its worlds' results. */
export type SearchReply = { move: Move } | { shortlist: Move[]; worlds: WorldResult[] };

/** One worker's step of the decision `seed` makes for `seat` (on the worker). */
export function searchShare(state: TmState, seat: Seat, seed: number, step: SearchStep, searched: SearchBudget = DEFAULT_SEARCH_BUDGET): SearchReply {
  const budget = budgetIn(state, searched);
  const random = botRandom(seed);
  const plan = searchPlan(state, seat, random, budget);
  if ('move' in plan) return plan;
  const round = step.round ?? halvingRounds(plan.shortlist.length, budget.samples, budget.confidence).next().value;
  if (typeof round === 'number') throw new Error('a search decision has at least one round');
  const worlds = playRound(worldStream(state, seat, random), seat, plan.shortlist, round, step.share, budget, timeCap(step.timeMs), timeCap(step.deadlineMs ?? null));
  return { shortlist: plan.shortlist, worlds };
}

/**
 * The decision, its rounds spread over up to `workers` asks (never more than a round has worlds). The
 * time cap is the decision's, on the host's clock: each step gets what is left of it. `deadlineMs` is
 * the host's safety net on a loaded machine: past it the workers stop wherever they are, no new round
 * starts, and the decision is made on the worlds finished (greedy's favourite if too few to compare).
 */
export async function pooledSearch(
  ask: (step: SearchStep) => Promise<SearchReply>, workers: number, budget: SearchBudget = DEFAULT_SEARCH_BUDGET, deadlineMs: number | null = null,
): Promise<Move> {
  const cap = timeCap(budget.timeMs);
  const deadline = timeCap(deadlineMs);
  const spread = (round: SearchRound | null, worlds: number) =>
    Promise.all(worldShares(Math.max(1, Math.min(workers, worlds))).map((share) => ask({ round, share, timeMs: cap.left(), deadlineMs: deadline.left() })));
  const first = await spread(null, budget.samples);
  const opening = first[0];
  if ('move' in opening) return opening.move;
  const candidates = JSON.stringify(opening.shortlist);
  if (first.some((reply) => !('shortlist' in reply) || JSON.stringify(reply.shortlist) !== candidates)) throw new Error('the workers found different candidates');
  const rounds = halvingRounds(opening.shortlist.length, budget.samples, budget.confidence, { nodes: budget.nodes, stopped: () => deadline.over() });
  let replies = first;
  for (let step = rounds.next(); ; ) {
    if (step.done) return opening.shortlist[step.value];
    if (step.value.index > 0) replies = await spread(step.value, step.value.until - step.value.from);
    step = rounds.next(replies.flatMap((reply) => ('worlds' in reply ? reply.worlds : [])));
  }
}
