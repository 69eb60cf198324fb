// Ephemeral UI state that is not part of the game: selections, open panels, hot-seat hand reveal.
import { create } from 'zustand';
import type { SystemId } from '../shared/systems';
import type { CardId } from '../shared/tm/basics';

export type SideTab = 'log' | 'milestones' | 'awards' | 'projects' | 'factories';

export interface UiState {
  /** Card chosen to play from the action prompt or the hand; opens the payment editor. */
  playing: CardId | null;
  /** Which action choice list is open in the prompt panel. */
  expanded: string | null;
  sideTab: SideTab;
  /** Seat whose hand was revealed after the "pass the device" banner. */
  revealedSeat: number | null;
  /** Seat waiting for the "pass the device" confirmation, or null. */
  passTo: number | null;
  handOpen: boolean;
  hoveredSpace: string | null;
  /** Bumped to ask the board camera to return to its default framing. */
  resetViewSerial: number;
  /** Which game the new-game screen is setting up. */
  newGameSystem: SystemId;
  /** The help panel (rules summary, tags, shortcuts). */
  helpOpen: boolean;
  /** The card browser drawn over the game screen (the game stays open beneath). */
  cardsOpen: boolean;
  /** The player board picked with the keyboard (its played cards shown), or null. */
  boardFocus: number | null;
  /** How many tiles the live board rings as placed since the viewer's last turn (for the legend). */
  recentRings: number;
}

export const useUi = create<UiState>(() => ({
  playing: null,
  expanded: null,
  sideTab: 'log',
  revealedSeat: null,
  passTo: null,
  handOpen: true,
  hoveredSpace: null,
  resetViewSerial: 0,
  newGameSystem: 'tm',
  helpOpen: false,
  cardsOpen: false,
  boardFocus: null,
  recentRings: 0,
}));
