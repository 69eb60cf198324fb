// What the Dice Game keeps hidden (for undo: a move that changes any of it revealed something).
import { msg } from '../../shared/message';
import type { HiddenInformation } from '../core/reveal';
import type { DiceState } from './state';

export function hiddenInformation(state: DiceState): HiddenInformation {
  return {
    zones: [
      { reason: msg('common.reveal.cardDrawn'), value: state.deck },
      { reason: msg('common.reveal.bonusCardDrawn'), value: state.bonusDeck },
      { reason: msg('common.reveal.corporationDrawn'), value: state.corporationDeck },
      { reason: msg('common.reveal.diceRolled'), value: state.rng },
    ],
    privateKnowledge: state.players.map((player) => [...player.hand, ...player.corporationOptions, ...player.bonusCards]),
  };
}
