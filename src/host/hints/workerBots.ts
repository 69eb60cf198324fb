// Bot levels whose thinking is too heavy for the host's thread (the search bot plays out sampled games
// for every decision): in a game at people's pace their moves are worked out on a worker, so windows
// and LAN players are answered while the bot thinks. The worker gets the position as the seat may know
// it (re-dealt at the host, like a hint), never another seat's hand.
import type { TmState } from '../../engine/tm';
import type { Move } from '../../shared/tm/prompt';
import type { BackgroundBot } from '../engine';
import { HINTERS } from './hinters';
import { workerBotMove, type BotMoveJob } from './hintRunner';

export function tmWorkerBots(run: (job: BotMoveJob) => Promise<unknown> = workerBotMove): Readonly<Record<string, BackgroundBot<TmState, Move>>> {
  return {
    search: async (state, seat, seed) => (await run({ task: 'botMove', system: 'tm', prepared: HINTERS.tm!.prepare(state, seat, seed), seat, seed, level: 'search' })) as Move,
  };
}
