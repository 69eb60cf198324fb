// The Tharsis map and questions about it: which spaces exist, who is next to whom, what is where.
import type { Seat, SpaceId } from '../../shared/tm/basics';
import { THARSIS_SPACES } from './data/tharsisMap';
import type { Tile, TmState } from './state';

export type SpaceBonusKey = 'steel' | 'titanium' | 'plants' | 'cards';

export interface MapSpace {
  id: SpaceId;
  row: number;
  col: number;
  type: 'land' | 'ocean' | 'offmap';
  bonus: Partial<Record<SpaceBonusKey, number>>;
  adjacent: SpaceId[];
  name?: string;
  volcanic?: boolean;
  /** Only the named card may use this space. */
  reservedFor?: string;
}

/** The two city spaces in orbit, used only by their cards. They have no neighbours. */
export const OFF_MAP_SPACES: MapSpace[] = [
  { id: 'phobos', row: -1, col: 0, type: 'offmap', bonus: {}, adjacent: [], name: 'Phobos Space Haven', reservedFor: 'Phobos Space Haven' },
  { id: 'ganymede', row: -1, col: 1, type: 'offmap', bonus: {}, adjacent: [], name: 'Ganymede Colony', reservedFor: 'Ganymede Colony' },
];

export const MARS_SPACES: readonly MapSpace[] = THARSIS_SPACES;
const ALL_SPACES: readonly MapSpace[] = [...THARSIS_SPACES, ...OFF_MAP_SPACES];
const BY_ID = new Map(ALL_SPACES.map((s) => [s.id, s]));
const NUMBER_BY_ID = new Map(ALL_SPACES.map((s, i) => [s.id, i]));

export const SPACE_COUNT = ALL_SPACES.length;

/** A space's number: its place among all spaces (Mars spaces first, in MARS_SPACES order, then off-map). */
export function spaceNumber(id: SpaceId): number {
  const n = NUMBER_BY_ID.get(id);
  if (n === undefined) throw new Error(`unknown space ${id}`);
  return n;
}

/** Each space's neighbours by number, in the order of `adjacent`. */
export const ADJACENT_NUMBERS: readonly (readonly number[])[] = ALL_SPACES.map((s) => s.adjacent.map(spaceNumber));

export function spaceById(id: SpaceId): MapSpace | undefined {
  return BY_ID.get(id);
}

export function allSpaces(): readonly MapSpace[] {
  return ALL_SPACES;
}

export function tileAt(state: TmState, id: SpaceId): Tile | undefined {
  return state.tiles[id];
}

export function neighbours(id: SpaceId): SpaceId[] {
  return BY_ID.get(id)?.adjacent ?? [];
}

export function isOnMars(id: SpaceId): boolean {
  return BY_ID.get(id)?.type !== 'offmap';
}

/** Spaces holding a tile that counts as a city (special tiles such as a capital count too). */
export function isCityTile(tile: Tile | undefined): boolean {
  return tile?.kind === 'city';
}

export function countTiles(state: TmState, kind: Tile['kind'], owner: Seat | 'all', onMarsOnly = false): number {
  let n = 0;
  const tiles = state.tiles;
  // for…in rather than Object.entries: asked on every prompt (milestones, awards, requirements), no pairs built
  for (const id in tiles) {
    const tile = tiles[id];
    if (tile.kind !== kind) continue;
    if (owner !== 'all' && tile.owner !== owner) continue;
    if (onMarsOnly && !isOnMars(id)) continue;
    n++;
  }
  return n;
}

/** Number of tiles a player owns (Landlord). Oceans belong to nobody. */
export function ownedTileCount(state: TmState, seat: Seat): number {
  let n = 0;
  for (const id in state.tiles) if (state.tiles[id].owner === seat) n++;
  return n;
}

/** How many of the space's neighbours hold a tile of this kind (a city's greeneries, an ocean's oceans…). */
export function countAdjacent(state: TmState, id: SpaceId, kind: Tile['kind']): number {
  let n = 0;
  for (const a of neighbours(id)) if (state.tiles[a]?.kind === kind) n++;
  return n;
}

export function adjacentTiles(state: TmState, id: SpaceId): Tile[] {
  const out: Tile[] = [];
  for (const n of neighbours(id)) {
    const t = state.tiles[n];
    if (t) out.push(t);
  }
  return out;
}
