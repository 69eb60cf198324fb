// Named cost rules of the projects printed with "*": each returns the cost after its own reduction.
import { isCentreRow, neighbours } from './board';
import { citiesOf } from './players';
import { isVacant } from './placement';
import type { TinyState } from './state';
import { tagsOf } from './tags';
import type { DiscountName, ProjectData } from './vocabulary';

type Discount = (state: TinyState, seat: number, project: ProjectData) => number;

const atLeastOne = (n: number) => Math.max(1, n);
const atLeastZero = (n: number) => Math.max(0, n);

/** Hexes next to any of a seat's cities, each counted once. */
function hexesAroundCities(state: TinyState, seat: number): number[] {
  return [...new Set(citiesOf(state, seat).flatMap(neighbours))];
}

export const DISCOUNTS: Record<DiscountName, Discount> = {
  ownCitiesOnCentreRows: (s, seat, p) => atLeastZero(p.cost - citiesOf(s, seat).filter(isCentreRow).length),
  spaceTagsBeyondOne: (s, seat, p) => atLeastZero(p.cost - Math.max(0, tagsOf(s, seat, p.id).space - 1)),
  productionTagsBeyondTwo: (s, seat, p) => atLeastOne(p.cost - Math.max(0, tagsOf(s, seat, p.id).production - 2)),
  perTwoOwnHeat: (s, seat, p) => atLeastOne(p.cost - Math.floor(s.players[seat].heat / 2)),
  vacantHexesNextToOwnCities: (s, seat, p) => atLeastOne(p.cost - hexesAroundCities(s, seat).filter((h) => isVacant(s, h)).length),
  waterOnMarsBeyondTwo: (s, _seat, p) => atLeastZero(p.cost - Math.max(0, s.hexes.filter((h) => h?.kind === 'water').length - 2)),
  energyTags: (s, seat, p) => atLeastOne(p.cost - tagsOf(s, seat, p.id).energy),
  greeneriesNextToOwnCities: (s, seat, p) =>
    atLeastOne(p.cost - hexesAroundCities(s, seat).filter((h) => s.hexes[h]?.kind === 'greenery').length),
  natureTagsBeyondOne: (s, seat, p) => atLeastOne(p.cost - Math.max(0, tagsOf(s, seat, p.id).nature - 1)),
};

export function costNow(state: TinyState, seat: number, project: ProjectData): number {
  return project.discount ? DISCOUNTS[project.discount](state, seat, project) : project.cost;
}
