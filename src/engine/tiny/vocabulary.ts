// The small declarative language TINYforming Mars projects are written in. A project is data: a cost,
// tag and parameter requirements, a list of steps, and (optionally) a named cost rule.
import type { CubeKind, ProjectColour, TinyTag } from '../../shared/tiny/basics';

/** Where a cube may go. Each name is a placement rule in placement.ts. */
export type HexRule =
  | 'anyWater' // a vacant hex reserved for water
  | 'anyLand' // a vacant hex not reserved for water
  | 'southernRows' // any vacant hex in the two bottom rows, land or water
  | 'waterNextToCity' // a vacant water hex next to any city
  | 'landNextToCity' // a vacant land hex next to any city
  | 'landAwayFromCities' // a vacant land hex next to no city
  | 'landNextToTwoGreeneries'
  | 'landNextToWater'
  | 'waterHexAsLand'; // a vacant hex reserved for water, used for a greenery

/** Counts used for credit gains and cost rules; each is a function in counts.ts. */
export type CountName =
  | 'citiesOnMars'
  | 'productionAndSpaceTagsOnProjects'
  | 'waterNextToLastHex'
  | 'twoIfLastWaterAlone';

/** Cost rules for projects marked "*": each is a function in discounts.ts. */
export type DiscountName =
  | 'ownCitiesOnCentreRows'
  | 'spaceTagsBeyondOne'
  | 'productionTagsBeyondTwo'
  | 'perTwoOwnHeat'
  | 'vacantHexesNextToOwnCities'
  | 'waterOnMarsBeyondTwo'
  | 'energyTags'
  | 'greeneriesNextToOwnCities'
  | 'natureTagsBeyondOne';

/** One thing a project does, run in order. */
export type Step =
  | { do: 'gainHeat' }
  | { do: 'place'; cube: CubeKind; where: HexRule }
  | { do: 'gainCredits'; count: CountName }
  /** Take exactly one credit; impossible when the supply has none (Sell Patent). */
  | { do: 'takeCredit' }
  | { do: 'chooseToken' }
  /** Place or relocate an own city; optionally a token when it lands away from every cube. */
  | { do: 'city'; tokenIfIsolated: boolean }
  /** Return one greenery next to the hex just used, when there is one (mandatory). */
  | { do: 'removeGreeneryNextToLast' }
  /** May return one greenery from anywhere. */
  | { do: 'mayRemoveGreenery' }
  /** May place a water when the player's own heat reached this many. */
  | { do: 'mayPlaceWaterWithHeat'; heat: number }
  /** May pay more credits, having one more space tag, for one more heat. */
  | { do: 'mayBuyExtraHeat'; credits: number; spaceTags: number };

export interface ProjectData {
  id: string;
  colour: ProjectColour;
  cost: number;
  discount?: DiscountName;
  requires: Partial<Record<TinyTag, number>>;
  /** Parameter requirement: heat counts every heat cube in play, water/greenery count cubes on Mars. */
  parameter?: { cube: CubeKind; atLeast: number; lowerBy2PerScienceBeyondOne?: boolean };
  steps: Step[];
  tags: [TinyTag, TinyTag];
  /** Where sources disagree, what the alternative was. */
  note?: string;
}
