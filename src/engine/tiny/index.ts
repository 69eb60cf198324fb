// Public surface of the TINYforming Mars engine: pure functions over plain TinyState.
import { hashOf } from '../core/hash';
import { revealBetween } from '../core/reveal';
import type { Message } from '../../shared/message';
import { hiddenInformation } from './hidden';
import type { TinyState } from './state';

export type { TinyState } from './state';
export type { TinyMove as Move } from '../../shared/tiny/moves';
export type { TinyView as View } from '../../shared/tiny/view';
export type { TinyApplyResult } from './apply';
export { applyMove } from './apply';
export { createGame } from './setup';
export { legalMoves, waitingFor } from './legal';
export { viewFor } from './view';
export { scoreLines } from './scoring';
export { invariantViolations } from './invariants';

export type State = TinyState;

/** A stable hash of the state (same seed and moves give the same hash). */
export function stateHash(state: TinyState): string {
  return hashOf(state);
}

/**
 * The hash of everything the rules decide, leaving out the log (which is only how the game is told): the
 * recorded games are checked against it, so rewording or restructuring the log cannot hide a rules change.
 */
export function rulesHash(state: TinyState): string {
  const { log: _told, ...rules } = state;
  return hashOf(rules);
}

export function isFinished(state: TinyState): boolean {
  return state.finished;
}

/** What the save list shows. */
export function summary(state: TinyState): { generation: number; phase: string; players: string[]; finished: boolean } {
  return { generation: state.generation, phase: state.flow, players: state.players.map((p) => p.name), finished: state.finished };
}

/** Why the move from `before` to `after` revealed hidden information (a card drawn, dice rolled...), or null. */
export function revealedBy(before: TinyState, after: TinyState): Message | null {
  return revealBetween(hiddenInformation(before), hiddenInformation(after));
}
