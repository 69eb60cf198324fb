// Public surface of the Dice Game engine: pure functions over plain DiceState.
import { hashOf } from '../core/hash';
import { revealBetween } from '../core/reveal';
import type { Message } from '../../shared/message';
import { hiddenInformation } from './hidden';
import type { DiceState } from './state';

export type { DiceState } from './state';
export { applyMove, type ApplyResult } from './apply';
export { createGame } from './setup';
export { viewFor } from './view';
export { legalMoves, waitingFor } from './legal';
export { scoreSources } from './scoring';

/** A stable hash of the state (same seed + same moves => same hash). */
export function stateHash(state: DiceState): string {
  return hashOf(state);
}

/**
 * The hash of everything the rules decide, leaving out the log (which is only how the game is told): the
 * recorded games are checked against it, so rewording or restructuring the log cannot hide a rules change.
 */
export function rulesHash(state: DiceState): string {
  const { log: _told, ...rules } = state;
  return hashOf(rules);
}

export function isFinished(state: DiceState): boolean {
  return state.finished;
}

/** What the save list shows: generation is the turn number. */
export function summary(state: DiceState): { generation: number; phase: string; players: string[]; finished: boolean } {
  return { generation: state.turn, phase: state.finished ? 'ended' : state.flow, players: state.players.map((p) => p.name), finished: state.finished };
}

/** Why the move from `before` to `after` revealed hidden information (a card drawn, dice rolled...), or null. */
export function revealedBy(before: DiceState, after: DiceState): Message | null {
  return revealBetween(hiddenInformation(before), hiddenInformation(after));
}
