// Drawing project cards; the discard pile is shuffled back in when the deck runs out.
import { shuffleInPlace } from '../core/rng';
import type { DiceState } from './state';

export function drawCards(state: DiceState, seat: number, n: number): number {
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    if (state.deck.length === 0) {
      if (state.discard.length === 0) break;
      state.deck = shuffleInPlace(state, state.discard);
      state.discard = [];
    }
    state.players[seat].hand.push(state.deck.pop() as string);
    drawn++;
  }
  return drawn;
}

export function cardsLeftToDraw(state: DiceState): number {
  return state.deck.length + state.discard.length;
}
