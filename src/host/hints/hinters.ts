// Which game systems can give hints (every one: coach.ts says how a coach is split between the host
// and its workers), which can chart a finished game's chances, and which bot levels think on a worker.
import type { TmState } from '../../engine/tm';
import type { SystemId } from '../../shared/systems';
import type { Seat } from '../../shared/tm/basics';
import { BOTS } from '../bots';
import { EXPERT_BUDGET } from '../bots/expertBot';
import { botRandom } from '../bots/types';
import { searchShare, type SearchStep } from '../bots/searchShares';
import type { Coach } from './coach';
import { diceCoach } from './diceCoach';
import { tinyCoach } from './tinyCoach';
import { tmCoach } from './tmCoach';
import { tmWinChances, type RecordedGame, type WinChanceBudget } from './tmWinChances';
import type { WinChanceChart } from '../../shared/winChances';

export const COACHES: Readonly<Partial<Record<SystemId, Coach>>> = {
  tm: tmCoach,
  tiny: tinyCoach,
  dice: diceCoach,
};

/** Which game systems can chart a finished game's chances of winning (computed on the worker). */
export const WIN_CHANCE_CHARTS: Readonly<Partial<Record<SystemId, (game: RecordedGame, seed: number, budget?: WinChanceBudget) => WinChanceChart>>> = {
  tm: (game, seed, budget) => tmWinChances(game, seed, budget),
};

/**
 * Bot levels that think on a worker in a game (see workerBots.ts): `prepare`d at the host like a hint,
 * so the worker holds only what the seat may know, then answered by the level's own policy: the whole
 * decision, or with a step, one worker's step of a decision spread over several (searchShares.ts).
 */
export const WORKER_BOTS: Readonly<Partial<Record<SystemId, Readonly<Record<string, (prepared: unknown, seat: Seat, seed: number, step?: SearchStep) => unknown>>>>> = {
  tm: {
    search: (prepared, seat, seed, step) => (step ? searchShare(prepared as TmState, seat, seed, step) : BOTS.search(prepared as TmState, seat, botRandom(seed))),
    expert: (prepared, seat, seed, step) => (step ? searchShare(prepared as TmState, seat, seed, step, EXPERT_BUDGET) : BOTS.expert(prepared as TmState, seat, botRandom(seed))),
  },
};
