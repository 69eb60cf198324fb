// A world the solo seat cannot tell from the real one. The seat knows which project cards are still in
// the deck (every card not in its hand, in play or in the face-up discard pile) but not their order, and
// it cannot know the dice to come; once it has looked at the bonus cards (the solo game shows them all
// after setup) it knows which are left. So each sampled world re-deals the deck from a sorted list,
// re-deals the bonus cards while they are unseen, and reseeds the game's rng: nothing the planner
// decides can depend on the real order of anything hidden.
import { clonePlain } from '../../../engine/core/clonePlain';
import type { DiceState } from '../../../engine/dice';
import { BONUS_CARDS } from '../../../engine/dice/data/bonusCards';
import type { BotRandom } from '../types';

function shuffled<T>(items: T[], random: BotRandom): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Whether the seat has seen the face-down bonus cards (it has chosen one, or is choosing now). */
function bonusCardsSeen(state: DiceState, seat: number): boolean {
  return state.players[seat].bonusCards.length > 0 || state.pending?.kind === 'bonus';
}

/**
 * A copy of the state with the hidden parts re-dealt from `random`. The log and the simulator's counters
 * are left out: a planned game never reads them, and copying them on every move is wasted work.
 */
export function sampledWorld(state: DiceState, seat: number, random: BotRandom): DiceState {
  const world = clonePlain({ ...state, log: [], stats: {} });
  world.deck = shuffled([...state.deck].sort(), random);
  world.corporationDeck = [...state.corporationDeck].sort();
  if (bonusCardsSeen(state, seat)) {
    world.bonusDeck = [...state.bonusDeck].sort();
  } else {
    const taken = new Set(state.players.flatMap((p) => p.bonusCards));
    const unseen = BONUS_CARDS.map((c) => c.id).filter((id) => !taken.has(id));
    world.bonusDeck = shuffled(unseen, random).slice(0, state.bonusDeck.length);
  }
  world.rng = Math.floor(random.next() * 0x100000000);
  return world;
}
