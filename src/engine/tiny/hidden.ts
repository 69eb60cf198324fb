// What TINYforming Mars keeps hidden (for undo: a move that changes any of it revealed something).
import type { HiddenInformation } from '../core/reveal';
import type { TinyState } from './state';

export function hiddenInformation(state: TinyState): HiddenInformation {
  return {
    zones: [
      { reason: 'a card was drawn', value: state.deck },
      { reason: 'the deck was shuffled or a random choice made', value: state.rng },
    ],
    // Every card drawn in TINYforming Mars goes face up on the table: no seat knows anything privately.
    privateKnowledge: state.players.map(() => []),
  };
}
