// The eleven colony tiles: their trade track, colony bonus and placement bonus. Facts from the
// project's reference file colony-tiles.json; all three placement spots give the same bonus.
import type { CardResource } from '../../../shared/tm/basics';
import type { ColonyReward } from './model';

export const TRACK_TOP = 6;
export const MARKER_START = 1;
export const MAX_COLONIES_PER_TILE = 3;

export interface ColonyTileDef {
  name: string;
  /** Trade income at each marker step 0..6. */
  track: ColonyReward[];
  colonyBonus: ColonyReward;
  placementBonus: ColonyReward;
  /** Closed until some card in play can hold this resource (Titan, Enceladus, Miranda). */
  needs?: CardResource;
}

const stock = (resource: 'megacredits' | 'steel' | 'titanium' | 'plants' | 'energy' | 'heat', values: number[]): ColonyReward[] =>
  values.map((amount) => ({ kind: 'resource', resource, amount }));
const onCards = (resource: CardResource, values: number[]): ColonyReward[] =>
  values.map((amount) => ({ kind: 'cardResource', resource, amount }));

export const COLONY_TILES: readonly ColonyTileDef[] = [
  {
    name: 'Callisto', track: stock('energy', [0, 2, 3, 5, 7, 10, 13]),
    colonyBonus: { kind: 'resource', resource: 'energy', amount: 3 },
    placementBonus: { kind: 'production', resource: 'energy', amount: 1 },
  },
  {
    name: 'Ceres', track: stock('steel', [1, 2, 3, 4, 6, 8, 10]),
    colonyBonus: { kind: 'resource', resource: 'steel', amount: 2 },
    placementBonus: { kind: 'production', resource: 'steel', amount: 1 },
  },
  {
    name: 'Enceladus', needs: 'microbe', track: onCards('microbe', [0, 1, 2, 3, 4, 4, 5]),
    colonyBonus: { kind: 'cardResource', resource: 'microbe', amount: 1 },
    placementBonus: { kind: 'cardResource', resource: 'microbe', amount: 3 },
  },
  {
    name: 'Europa',
    track: (['megacredits', 'megacredits', 'energy', 'energy', 'plants', 'plants', 'plants'] as const)
      .map((resource) => ({ kind: 'production', resource, amount: 1 })),
    colonyBonus: { kind: 'resource', resource: 'megacredits', amount: 1 },
    placementBonus: { kind: 'ocean' },
  },
  {
    name: 'Ganymede', track: stock('plants', [0, 1, 2, 3, 4, 5, 6]),
    colonyBonus: { kind: 'resource', resource: 'plants', amount: 1 },
    placementBonus: { kind: 'production', resource: 'plants', amount: 1 },
  },
  {
    name: 'Io', track: stock('heat', [2, 3, 4, 6, 8, 10, 13]),
    colonyBonus: { kind: 'resource', resource: 'heat', amount: 2 },
    placementBonus: { kind: 'production', resource: 'heat', amount: 1 },
  },
  {
    name: 'Luna', track: stock('megacredits', [1, 2, 4, 7, 10, 13, 17]),
    colonyBonus: { kind: 'resource', resource: 'megacredits', amount: 2 },
    placementBonus: { kind: 'production', resource: 'megacredits', amount: 2 },
  },
  {
    name: 'Miranda', needs: 'animal', track: onCards('animal', [0, 1, 1, 2, 2, 3, 3]),
    colonyBonus: { kind: 'draw', amount: 1 },
    placementBonus: { kind: 'cardResource', resource: 'animal', amount: 1 },
  },
  {
    name: 'Pluto', track: [0, 1, 2, 2, 3, 3, 4].map((amount) => ({ kind: 'draw', amount })),
    colonyBonus: { kind: 'drawThenDiscard' },
    placementBonus: { kind: 'draw', amount: 2 },
  },
  {
    name: 'Titan', needs: 'floater', track: onCards('floater', [0, 1, 1, 2, 3, 3, 4]),
    colonyBonus: { kind: 'cardResource', resource: 'floater', amount: 1 },
    placementBonus: { kind: 'cardResource', resource: 'floater', amount: 3 },
  },
  {
    name: 'Triton', track: stock('titanium', [0, 1, 1, 2, 3, 4, 5]),
    colonyBonus: { kind: 'resource', resource: 'titanium', amount: 1 },
    placementBonus: { kind: 'resource', resource: 'titanium', amount: 3 },
  },
];

const BY_NAME = new Map(COLONY_TILES.map((t) => [t.name, t]));

export function colonyTileDef(name: string): ColonyTileDef {
  const def = BY_NAME.get(name);
  if (!def) throw new Error(`unknown colony tile "${name}"`);
  return def;
}

/** Tiles in play for a player count: players + 2, but 5 with two players; solo keeps 3 of 4 drawn. */
export function tilesForPlayerCount(players: number): number {
  if (players <= 1) return 3;
  return players === 2 ? 5 : players + 2;
}
