// Public surface of the Terraforming Mars engine. Pure functions over plain TmState.
// (Being filled in: the signatures are the contract the host and tools rely on.)
import type { NewGameSetup } from '../../shared/protocol';
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import type { TmView } from '../../shared/tm/view';
import type { TmState } from './state';

export type { TmState } from './state';

export type ApplyResult = { ok: true; state: TmState } | { ok: false; error: string };

/** Deals a new game from a set-up; deterministic for a given seed. */
export function createGame(_setup: NewGameSetup): TmState {
  throw new Error('not implemented yet');
}
/** Validates and applies one seat's answer. Never mutates `state`; an illegal move returns a reason. */
export function applyMove(_state: TmState, _seat: Seat, _move: Move): ApplyResult {
  throw new Error('not implemented yet');
}
/** What one seat (or a spectator, null) may see. */
export function viewFor(_state: TmState, _seat: Seat | null): TmView {
  throw new Error('not implemented yet');
}
/** Every legal answer to the seat's current prompt (payments use a sensible default split). */
export function legalMoves(_state: TmState, _seat: Seat): Move[] {
  throw new Error('not implemented yet');
}
/** Seats that have a decision to make now. */
export function waitingFor(_state: TmState): Seat[] {
  throw new Error('not implemented yet');
}
/** A stable hash of the state (same seed + same moves => same hash). */
export function stateHash(_state: TmState): string {
  throw new Error('not implemented yet');
}
