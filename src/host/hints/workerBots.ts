// Bot levels whose thinking is too heavy for the host's thread (search and expert play out sampled games
// for every decision): in a game at people's pace their moves are worked out on workers, so windows
// and LAN players are answered while the bot thinks. A decision's sampled worlds are spread over one
// worker per core (searchShares.ts), choosing the move one worker alone would. The workers get the
// position as the seat may know it (re-dealt at the host, like a hint), never another seat's hand.
import { availableParallelism } from 'node:os';
import type { TmState } from '../../engine/tm';
import type { Move } from '../../shared/tm/prompt';
import { EXPERT_BUDGET, EXPERT_DEADLINE_MS } from '../bots/expertBot';
import { budgetIn, DEFAULT_SEARCH_BUDGET, type SearchBudget } from '../bots/searchBot';
import { pooledSearch, type SearchReply } from '../bots/searchShares';
import type { BackgroundBot } from '../engine';
import { COACHES } from './hinters';
import { workerBotMove, type BotMoveJob } from './hintRunner';

export function tmWorkerBots(
  run: (job: BotMoveJob) => Promise<unknown> = workerBotMove,
  workers = availableParallelism(),
  expertDeadlineMs: number | null = EXPERT_DEADLINE_MS,
): Readonly<Record<string, BackgroundBot<TmState, Move>>> {
  const searching = (level: 'search' | 'expert', budget: SearchBudget, deadlineMs: number | null): BackgroundBot<TmState, Move> => async (state, seat, seed) => {
    const job: BotMoveJob = { task: 'botMove', system: 'tm', prepared: COACHES.tm!.prepare(state, seat, seed), seat, seed, level };
    // One worker thinks the whole decision through in one go; several take it round by round.
    if (workers <= 1 && deadlineMs === null) return (await run(job)) as Move;
    return pooledSearch(async (step) => (await run({ ...job, step })) as SearchReply, workers, budgetIn(state, budget), deadlineMs);
  };
  return { search: searching('search', DEFAULT_SEARCH_BUDGET, null), expert: searching('expert', EXPERT_BUDGET, expertDeadlineMs) };
}
