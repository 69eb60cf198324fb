// Applying a move: validate against the seat's pending decision on a copy, then let the game run on
// until somebody must decide again. An illegal move returns why (a `tmError.*` message) and the original state is untouched.
import { msg, type Message } from '../../shared/message';
import type { Seat } from '../../shared/tm/basics';
import { clonePlain } from '../core/clonePlain';
import type { Move } from '../../shared/tm/prompt';
import { resolveEffect } from './effects';
import { hasPending } from './queue';
import { resolveDecision } from './resolvers';
import type { TmState } from './state';
import { completeAction } from './turns';
import { draftState } from './draft';
import { copyPlayer } from './players';

export type ApplyResult = { ok: true; state: TmState } | { ok: false; error: Message };

const MAX_STEPS = 10_000;

/** Resolves queued effects and finished actions until a decision is pending or the game ended. */
export function settle(state: TmState): void {
  for (let steps = 0; steps < MAX_STEPS; steps++) {
    if (hasPending(state)) return;
    const next = state.queue.shift();
    if (next) {
      resolveEffect(state, next);
      continue;
    }
    if (state.acting !== null) {
      completeAction(state);
      continue;
    }
    return;
  }
  throw new Error('the game did not settle (an effect loop?)');
}

/**
 * An independent deep copy (bots edit theirs freely; a move works on the cheaper `draftState`). Log entries are only ever appended, never
 * edited, so the copy shares them (a new array, the same entries): the log is most of a late-game
 * state. Copied key by key, in the state's own order, without object rest/spread (which cost a third
 * of the copy).
 */
export function cloneState(state: TmState): TmState {
  const source = state as unknown as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key in source) {
    if (key === 'log') copy[key] = state.log.slice();
    // players through their own deep copy, which keeps what is known about their cards in play (players.ts)
    else if (key === 'players') copy[key] = state.players.map(copyPlayer);
    else copy[key] = clonePlain(source[key]);
  }
  return copy as unknown as TmState;
}

export function applyMove(state: TmState, seat: Seat, move: Move): ApplyResult {
  if (state.finished) return { ok: false, error: msg('tmError.move.gameOver') };
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) return { ok: false, error: msg('tmError.move.noSuchSeat', { seat: String(seat) }) };
  if (!state.pending[seat]) return { ok: false, error: msg('tmError.move.nothingToDecide', { player: state.players[seat].name }) };
  const draft = draftState(state);
  const error = resolveDecision(draft, seat, move);
  if (error) return { ok: false, error };
  settle(draft);
  draft.moveCount += 1;
  return { ok: true, state: draft };
}
