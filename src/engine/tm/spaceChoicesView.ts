// The spaces a space prompt offers, each with its neighbourhood: what touches it and what the neighbouring oceans pay.
import type { Seat, SpaceId } from '../../shared/tm/basics';
import type { SpaceChoiceView } from '../../shared/tm/view';
import { neighbours } from './board';
import { OCEAN_ADJACENCY_MC } from './tiles';
import type { TmState } from './state';

export function spaceChoicesView(state: TmState, seat: Seat, spaces: readonly SpaceId[]): SpaceChoiceView[] {
  return spaces.map((id) => {
    const adjacent = { ocean: 0, greenery: 0, city: 0, special: 0 };
    let ownAdjacent = 0;
    for (const n of neighbours(id)) {
      const tile = state.tiles[n];
      if (!tile) continue;
      adjacent[tile.kind]++;
      if (tile.owner === seat) ownAdjacent++;
    }
    return { id, adjacent, ownAdjacent, oceanBonus: adjacent.ocean * OCEAN_ADJACENCY_MC };
  });
}
