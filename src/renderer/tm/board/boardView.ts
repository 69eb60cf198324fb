// Which Terraforming Mars view the 3D board and the player-board and hand panels draw: the live game's
// (the store) unless a screen supplies one, as the replay does for each position it steps to. One board
// and one set of panels, two sources.
import { createContext, useCallback, useContext, useRef } from 'react';
import type { TmView } from '../../../shared/tm/view';
import { useApp } from '../../store';

/** Undefined: draw the live game. A view (or null for none yet): draw that one instead. */
export const BoardViewContext = createContext<TmView | null | undefined>(undefined);

/** A slice of the view the board draws; re-renders only when that slice changes. */
export function useBoardView<T>(select: (view: TmView | null) => T): T {
  const supplied = useContext(BoardViewContext);
  const live = useApp((s) => (supplied === undefined ? select(s.view) : undefined));
  return supplied === undefined ? (live as T) : select(supplied);
}

/** Whether the live game is drawn (not a view a screen supplied, such as a replayed position). */
export function useIsLiveView(): boolean {
  return useContext(BoardViewContext) === undefined;
}

/** The view the board draws at the moment of asking (for the test API's handlers, which outlive renders). */
export function useCurrentBoardView(): () => TmView | null {
  const supplied = useContext(BoardViewContext);
  const latest = useRef(supplied);
  latest.current = supplied;
  return useCallback(() => (latest.current === undefined ? useApp.getState().view : latest.current), []);
}
