// What the Dice Game keeps hidden (for undo: a move that changes any of it revealed something).
import type { HiddenInformation } from '../core/reveal';
import type { DiceState } from './state';

export function hiddenInformation(state: DiceState): HiddenInformation {
  return {
    zones: [
      { reason: 'a card was drawn', value: state.deck },
      { reason: 'a bonus card was drawn', value: state.bonusDeck },
      { reason: 'a corporation was drawn', value: state.corporationDeck },
      { reason: 'dice were rolled', value: state.rng },
    ],
    privateKnowledge: state.players.map((player) => [...player.hand, ...player.corporationOptions, ...player.bonusCards]),
  };
}
