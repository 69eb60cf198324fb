// What Terraforming Mars keeps hidden (for undo: a move that changes any of it revealed something).
import { msg } from '../../shared/message';
import type { HiddenInformation } from '../core/reveal';
import type { TmState } from './state';

export function hiddenInformation(state: TmState): HiddenInformation {
  const investment = state.cornucopia?.investment;
  return {
    zones: [
      { reason: msg('common.reveal.cardDrawnOrRevealed'), value: state.deck },
      { reason: msg('common.reveal.corporationDrawn'), value: state.corporationDeck },
      { reason: msg('common.reveal.moduleDrawn'), value: state.cornucopia?.deck ?? null },
      { reason: msg('common.reveal.deckShuffled'), value: state.rng },
    ],
    privateKnowledge: state.players.map((player) => [
      ...player.hand,
      ...player.offered,
      ...player.corporationsOffered,
      ...player.draftHand,
      // The investment stack is seen by the seat whose turn it is to invest.
      ...(investment && investment.seats[0] === player.seat ? investment.hand : []),
    ]),
  };
}
