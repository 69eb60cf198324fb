// What Terraforming Mars keeps hidden (for undo: a move that changes any of it revealed something).
import type { HiddenInformation } from '../core/reveal';
import type { TmState } from './state';

export function hiddenInformation(state: TmState): HiddenInformation {
  const investment = state.cornucopia?.investment;
  return {
    zones: [
      { reason: 'a card was drawn or revealed', value: state.deck },
      { reason: 'a corporation was drawn', value: state.corporationDeck },
      { reason: 'a module was drawn', value: state.cornucopia?.deck ?? null },
      { reason: 'a deck was shuffled', value: state.rng },
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
