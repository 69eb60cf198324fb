// The Cornucopia expansion's part of the game state: plain data, saved with the rest of TmState.
import type { CardId, Seat, SpaceId } from '../../../shared/tm/basics';
import type { FactoryType } from '../../../shared/tm/cornucopia';
import type { PlayedCard } from '../state';

/** One player's food factory and its 3x3 grid (cell 4 is the factory itself, always null here). */
export interface FactoryState {
  type: FactoryType;
  /** Placed modules by cell 0..8; a module's id is its connected face's id while it is connected. */
  cells: (PlayedCard | null)[];
  /** Module actions used this generation. */
  actionsUsed: number;
  /** Maritorem: the ocean its marker sits on. */
  ocean?: SpaceId;
}

export interface CornucopiaState {
  /** Draw pile of module base ids (top first), face-down discards, and the face-up marketplace. */
  deck: CardId[];
  discard: CardId[];
  market: CardId[];
  /** The drafting variant replaces the marketplace with an investment phase. */
  draftVariant: boolean;
  /** Investment phase: the stack being passed and the seats still to invest, in order. */
  investment?: { hand: CardId[]; seats: Seat[] };
}
