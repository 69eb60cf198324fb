// The Colonies expansion's part of the game state: plain data, saved with the rest of TmState.
import type { Seat } from '../../../shared/tm/basics';

/** One thing a colony tile hands out: at placement, as a colony bonus, or as trade income. */
export type { ColonyReward } from '../../../shared/tm/colonyReward';

export interface ColonyTileState {
  name: string;
  /** Index 0..6 of the track step under the white marker. */
  marker: number;
  /** Owners of the colonies in spot order (the first built sits on step 0). */
  colonies: Seat[];
  /** The seat whose trade fleet is docked here this generation. */
  fleet: Seat | null;
}

export interface ColoniesState {
  /** The tiles in play, in the order they were drawn. */
  tiles: ColonyTileState[];
  /** Tiles left in the box (Aridor may bring one in). */
  unused: string[];
  /** Trade fleets owned, by seat. */
  fleets: number[];
}
