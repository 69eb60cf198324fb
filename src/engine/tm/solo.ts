// The solo variant's own rules: the neutral opponent, its two cities with a greenery each placed
// from revealed card costs, and the rule that the game always runs its full 14 generations.
import { msg } from '../../shared/message';
import type { SpaceId } from '../../shared/tm/basics';
import { MARS_SPACES, neighbours, spaceById, type MapSpace } from './board';
import { getCard } from './cards/catalogue';
import { drawFromDeck } from './deck';
import { setTile } from './draft';
import { isTerraformed } from './parameters';
import { log } from './queue';
import type { TmState } from './state';

/** Stands for the neutral opponent in targets lists; it is never an index into `players`. */
export const NEUTRAL_SEAT = -1;
const REVEALED_FOR_NEUTRAL_TILES = 4;

export function hasNeutralOpponent(state: TmState): boolean {
  return state.options.solo;
}

/** Whether terraforming ends the game at the end of this generation (solo always plays to the limit). */
export function terraformingEndsGame(state: TmState): boolean {
  return isTerraformed(state) && !state.options.solo;
}

function freeUnreservedLand(state: TmState, s: MapSpace): boolean {
  return s.type === 'land' && !s.reservedFor && !state.tiles[s.id];
}

function neutralCityAllowed(state: TmState, s: MapSpace): boolean {
  return freeUnreservedLand(state, s) && neighbours(s.id).every((n) => state.tiles[n]?.kind !== 'city');
}

/**
 * Counts `cost` legal spaces along `order` and returns where the count stops. Our reading of two
 * cases the rulebook leaves open: a cost of 0 counts as 1, and a count longer than the list wraps.
 */
function countAlong(order: SpaceId[], cost: number): SpaceId | undefined {
  if (order.length === 0) return undefined;
  return order[(Math.max(cost, 1) - 1) % order.length];
}

/** Screen position of a space: rows are offset half a hex per step away from the middle row. */
function centre(id: SpaceId): { x: number; y: number } {
  const s = spaceById(id)!;
  const middleRow = 4;
  return { x: s.col + Math.abs(s.row - middleRow) / 2, y: s.row * (Math.sqrt(3) / 2) };
}

/** Neighbours in clockwise order, starting from the top-left one. */
export function clockwiseNeighbours(id: SpaceId): SpaceId[] {
  const c = centre(id);
  const topLeft = (-2 * Math.PI) / 3;
  const turn = (n: SpaceId) => {
    const p = centre(n);
    const angle = Math.atan2(p.y - c.y, p.x - c.x); // y grows downwards, so a growing angle turns clockwise
    return (angle - topLeft + 4 * Math.PI) % (2 * Math.PI);
  };
  return [...neighbours(id)].sort((a, b) => turn(a) - turn(b));
}

/**
 * Solo set-up: reveal and discard 4 cards. The first cost counts reading order from the top left to
 * place a neutral city, the second counts backwards from the bottom right for the other; the third
 * and fourth count clockwise around each city for its greenery. The tiles belong to nobody and raise
 * no parameter.
 */
export function placeNeutralTiles(state: TmState): void {
  const revealed = drawFromDeck(state, REVEALED_FOR_NEUTRAL_TILES);
  state.discard.push(...revealed);
  const costs = revealed.map((id) => getCard(id).cost ?? 0);
  const reading = MARS_SPACES.map((s) => s.id);
  const cities: SpaceId[] = [];
  for (const [i, order] of [reading, [...reading].reverse()].entries()) {
    const legal = order.filter((id) => neutralCityAllowed(state, spaceById(id)!));
    const city = countAlong(legal, costs[i] ?? 1);
    if (!city) continue;
    setTile(state, city, { kind: 'city', owner: null });
    cities.push(city);
  }
  cities.forEach((city, i) => {
    const ring = clockwiseNeighbours(city).filter((id) => freeUnreservedLand(state, spaceById(id)!));
    const greenery = countAlong(ring, costs[2 + i] ?? 1);
    if (greenery) setTile(state, greenery, { kind: 'greenery', owner: null });
  });
  log(state, null, msg('tm.log.neutralCitiesPlaced', { costs: costs.map((cost) => String(cost)) }));
}
