// Where cubes and cities may go. Every rule answers with the list of legal hexes.
import { DUMMY_OWNER, type HexId } from '../../shared/tiny/basics';
import type { CityPlacement } from '../../shared/tiny/prompt';
import { HEX_IDS, isSouthernRow, neighbours } from './board';
import { MAPS } from './data/maps';
import { citiesOf } from './players';
import type { TinyState } from './state';
import type { HexRule } from './vocabulary';

export function isWaterHex(state: TinyState, hex: HexId): boolean {
  return hex in MAPS[state.options.map].water;
}

export const isVacant = (state: TinyState, hex: HexId) => state.hexes[hex] === null;

export function vacantHexes(state: TinyState): HexId[] {
  return HEX_IDS.filter((h) => isVacant(state, h));
}

const countAround = (state: TinyState, hex: HexId, kind: string) =>
  neighbours(hex).filter((n) => state.hexes[n]?.kind === kind).length;

export const waterAround = (state: TinyState, hex: HexId) => countAround(state, hex, 'water');
export const greeneryAround = (state: TinyState, hex: HexId) => countAround(state, hex, 'greenery');
export const cityAround = (state: TinyState, hex: HexId) => countAround(state, hex, 'city');

const RULES: Record<HexRule, (state: TinyState, hex: HexId) => boolean> = {
  anyWater: (s, h) => isWaterHex(s, h),
  anyLand: (s, h) => !isWaterHex(s, h),
  southernRows: (_s, h) => isSouthernRow(h),
  waterNextToCity: (s, h) => isWaterHex(s, h) && cityAround(s, h) > 0,
  landNextToCity: (s, h) => !isWaterHex(s, h) && cityAround(s, h) > 0,
  landAwayFromCities: (s, h) => !isWaterHex(s, h) && cityAround(s, h) === 0,
  landNextToTwoGreeneries: (s, h) => !isWaterHex(s, h) && greeneryAround(s, h) >= 2,
  landNextToWater: (s, h) => !isWaterHex(s, h) && waterAround(s, h) >= 1,
  waterHexAsLand: (s, h) => isWaterHex(s, h),
};

export function hexesFor(state: TinyState, rule: HexRule): HexId[] {
  return vacantHexes(state).filter((h) => RULES[rule](state, h));
}

/** A city goes on a vacant land hex next to no other city (the moving city itself not counted). */
function cityFits(state: TinyState, hex: HexId, movingFrom: HexId | null): boolean {
  if (!isVacant(state, hex) || isWaterHex(state, hex)) return false;
  return neighbours(hex).every((n) => n === movingFrom || state.hexes[n]?.kind !== 'city');
}

/** New cities while the seat has fewer than 2, and moves of each city it has. */
export function cityPlacements(state: TinyState, seat: number, allowRelocation: boolean): CityPlacement[] {
  const own = citiesOf(state, seat);
  const froms: (HexId | null)[] = own.length < 2 ? [null] : [];
  if (allowRelocation) froms.push(...own);
  const out: CityPlacement[] = [];
  for (const from of froms) {
    for (const to of HEX_IDS) if (cityFits(state, to, from)) out.push({ from, to });
  }
  return out;
}

/** Solitaire: the dummy's cities are found by counting land hexes from either end of the map. */
export function dummyCityHexes(state: TinyState, lowCost: number, highCost: number): [HexId, HexId] {
  const land = HEX_IDS.filter((h) => !isWaterHex(state, h));
  const first = land[Math.max(0, lowCost - 1) % land.length];
  const second = [...land].reverse()[Math.max(0, highCost - 1) % land.length];
  return [first, second];
}

export const isDummy = (owner: number) => owner === DUMMY_OWNER;
