// What TINYforming Mars keeps hidden (for undo: a move that changes any of it revealed something).
import { msg } from '../../shared/message';
import type { HiddenInformation } from '../core/reveal';
import type { TinyState } from './state';

export function hiddenInformation(state: TinyState): HiddenInformation {
  return {
    zones: [
      { reason: msg('common.reveal.cardDrawn'), value: state.deck },
      { reason: msg('common.reveal.shuffledOrRandom'), value: state.rng },
    ],
    // Every card drawn in TINYforming Mars goes face up on the table: no seat knows anything privately.
    privateKnowledge: state.players.map(() => []),
  };
}
