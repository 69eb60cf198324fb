// The solo setup's neutral tiles: a city on an area with a VP bonus, an ocean next to it and a greenery next
// to both, placed without VP or bonuses. The player places them (the rulebook), or they are drawn at random
// (bot seats, and games set up before the player chose).
import type { TileKind } from '../../shared/dice/basics';
import { randomInt } from '../core/rng';
import { AREAS, neighbours } from './data/board';
import type { DiceState } from './state';

export type SoloStartTile = 'city' | 'ocean' | 'greenery';

const ORDER: SoloStartTile[] = ['city', 'ocean', 'greenery'];

const isLand = (id: string) => AREAS.some((a) => a.id === id && a.kind === 'land' && !a.special);
const isOcean = (id: string) => AREAS.some((a) => a.id === id && a.kind === 'ocean');

/** Every start the rules allow, as [city, ocean, greenery] areas, in board order. */
const STARTS: [string, string, string][] = AREAS.filter((a) => a.vpBonus).flatMap((city) =>
  neighbours(city.id)
    .filter(isOcean)
    .flatMap((ocean) => neighbours(ocean).filter((g) => isLand(g) && neighbours(city.id).includes(g)).map((green): [string, string, string] => [city.id, ocean, green])),
);

function neutralAt(state: DiceState, tile: SoloStartTile): string | undefined {
  return Object.keys(state.tiles).find((id) => state.tiles[id].kind === tile && state.tiles[id].owner === null);
}

/** The neutral tile still to place, or null when the start is complete. */
export function nextSoloStartTile(state: DiceState): SoloStartTile | null {
  return ORDER.find((tile) => neutralAt(state, tile) === undefined) ?? null;
}

/** Areas the next neutral tile may go to: only those that still lead to a whole start. */
export function soloStartAreas(state: DiceState, tile: SoloStartTile): string[] {
  const index = ORDER.indexOf(tile);
  const placed = ORDER.slice(0, index).map((t) => neutralAt(state, t));
  const fits = STARTS.filter((start) => placed.every((area, i) => start[i] === area));
  return [...new Set(fits.map((start) => start[index]))];
}

export function placeNeutralTile(state: DiceState, tile: TileKind, area: string): void {
  state.tiles[area] = { kind: tile, owner: null };
  if (tile === 'ocean') state.oceans++;
}

/** A start drawn at random from every allowed one. */
export function drawSoloStart(state: DiceState): void {
  const start = STARTS[randomInt(state, STARTS.length)];
  start.forEach((area, i) => placeNeutralTile(state, ORDER[i], area));
}
