// Which game systems can give hints, and how. `prepare` runs at the host before the work is handed to a
// worker: it keeps only what the seat may know (the hidden cards re-dealt), so the worker never even
// holds another seat's hand. `compute` runs on the worker.
import type { TmState } from '../../engine/tm';
import type { HintReport } from '../../shared/hint';
import type { SystemId } from '../../shared/systems';
import type { Seat } from '../../shared/tm/basics';
import { BOTS } from '../bots';
import { EXPERT_BUDGET } from '../bots/expertBot';
import { determinize } from '../bots/hiddenInformation';
import { botRandom } from '../bots/types';
import { searchShare, type SearchStep } from '../bots/searchShares';
import type { WorldShare } from '../bots/worldShare';
import { DEFAULT_HINT_BUDGET, tmHint } from './tmHint';
import { tmWinChances, type RecordedGame, type WinChanceBudget } from './tmWinChances';
import type { WinChanceChart } from '../../shared/winChances';

export interface Hinter {
  prepare(state: unknown, seat: Seat, seed: number): unknown;
  /** On a worker; with a share, only that share of the sampled worlds (hintDesk.ts pools the shares). */
  compute(prepared: unknown, seat: Seat, seed: number, share?: WorldShare): HintReport;
  /** Sampled worlds a hint plays out in all: what can be spread over several workers. */
  worlds: number;
}

export const HINTERS: Readonly<Partial<Record<SystemId, Hinter>>> = {
  tm: {
    prepare: (state, seat, seed) => determinize(state as TmState, seat, botRandom(seed ^ 0x5eed)),
    compute: (prepared, seat, seed, share) => tmHint(prepared as TmState, seat, seed, DEFAULT_HINT_BUDGET, share),
    worlds: DEFAULT_HINT_BUDGET.worlds,
  },
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

/**
 * Why a system offers no hint. TINYforming Mars and the Dice Game have bots that play, but none that
 * ranks its answers against one another or estimates a chance of winning, so there is nothing to coach with.
 */
export const NO_HINT_REASON: Readonly<Partial<Record<SystemId, string>>> = {
  tiny: 'No bot for TINYforming Mars ranks its moves yet, so there is no hint to give.',
  dice: 'No bot for the Dice Game ranks its moves yet, so there is no hint to give.',
};
