// Drawing and discarding project cards, reshuffling the discard pile when the deck runs out.
import type { CardId, Seat } from '../../shared/tm/basics';
import { shuffleInPlace } from '../core/rng';
import type { TmState } from './state';

export function drawFromDeck(state: TmState, count: number): CardId[] {
  const drawn: CardId[] = [];
  for (let i = 0; i < count; i++) {
    if (state.deck.length === 0) {
      if (state.discard.length === 0) break;
      state.deck = shuffleInPlace(state, state.discard);
      state.discard = [];
    }
    drawn.push(state.deck.shift()!);
  }
  return drawn;
}

export function drawCards(state: TmState, seat: Seat, count: number): CardId[] {
  const drawn = drawFromDeck(state, count);
  state.players[seat].hand.push(...drawn);
  return drawn;
}
