// Public surface of the Terraforming Mars engine: pure functions over plain TmState.
import { hashOf } from '../core/hash';
import { revealBetween } from '../core/reveal';
import type { Message } from '../../shared/message';
import { hiddenInformation } from './hidden';
import type { TmState } from './state';

export type { TmState } from './state';
export { applyMove, type ApplyResult } from './apply';
export { createGame } from './setup';
export { rulesHash } from './rulesHash';
export { viewFor } from './view';
export { legalMoves, waitingFor } from './legal';
export { scoreLines, scoreSources } from './scoring';
export type { ResourceFlow } from './resourceFlow';

/** A stable hash of the state (same seed + same moves => same hash). */
export function stateHash(state: TmState): string {
  return hashOf(state);
}

/** Why the move from `before` to `after` revealed hidden information (a card drawn, dice rolled...), or null. */
export function revealedBy(before: TmState, after: TmState): Message | null {
  return revealBetween(hiddenInformation(before), hiddenInformation(after));
}
