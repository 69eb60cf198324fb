// The Colonies action that is not a standard project: trading. Build Colony is a standard project
// (see buildColonyUsable); its effect is the `buildColony` hook.
import type { Message } from '../../../shared/message';
import type { Seat } from '../../../shared/tm/basics';
import type { ActionChoice, Move } from '../../../shared/tm/prompt';
import type { TmState } from '../state';
import { buildableTiles } from './build';
import { startTrade, tradeBlocked, tradePayments } from './trade';

export const BUILD_COLONY_COST = 17;

export function buildColonyUsable(state: TmState, seat: Seat): boolean {
  return state.colonies !== undefined && buildableTiles(state, seat).length > 0;
}

export function coloniesActionChoices(state: TmState, seat: Seat): ActionChoice[] {
  if (!state.colonies || tradeBlocked(state, seat)) return [];
  const payments = tradePayments(state, seat);
  return payments.length ? [{ type: 'trade', payments }] : [];
}

/** Starts a Colonies action; returns why it is illegal, or null. Other moves are not ours: undefined. */
export function startColoniesAction(state: TmState, seat: Seat, move: Move): Message | null | undefined {
  if (move.type !== 'trade') return undefined;
  return startTrade(state, seat, move.pay);
}
