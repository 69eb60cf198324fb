// The same Terraforming Mars position as a seat that cannot see the opponent's hand or the deck would know it,
// with those secrets changed: a bot or coach that decides only on what its seat may see answers the same.
import type { TmState } from '../../../src/engine/tm';

/** The same position, except that the opponent's hand and the deck swap cards and the deck is reordered. */
export function reshuffledSecrets(state: TmState): TmState {
  const copy = structuredClone(state);
  const theirs = copy.players[1].hand;
  const [fromHand] = theirs.splice(0, 1);
  const [fromDeck] = copy.deck.splice(0, 1);
  theirs.push(fromDeck);
  copy.deck.push(fromHand);
  copy.deck.reverse();
  copy.rng = (Number(copy.rng) + 12345) >>> 0; // the stored generator state changes too: the dice to come are unknown
  return copy;
}
