// The hint a player asked for, tied to the position it was asked in: once the game moves on (another
// log line, another seat to decide) it no longer applies and is forgotten.
import { create } from 'zustand';
import type { HintReport } from '../../shared/hint';

export interface HintEntry {
  /** The position asked about: game, seat and moves played. */
  position: string;
  status: 'thinking' | 'ready';
  report: HintReport | null;
}

export const useHintStore = create<{ entry: HintEntry | null }>(() => ({ entry: null }));

/**
 * Identifies a position of a game for one seat, and the screen's own step in it (the payment editor of a card
 * being played): a hint asked at one step is not shown at the next, like every notice (common/notices).
 */
export function positionKey(gameId: string, seat: number | null, moveCount: number, localStep: string | null = null): string {
  return `${gameId}|${seat ?? '-'}|${moveCount}|${localStep ?? ''}`;
}

export function hintAsked(position: string): void {
  useHintStore.setState({ entry: { position, status: 'thinking', report: null } });
}

export function hintArrived(report: HintReport): void {
  const entry = useHintStore.getState().entry;
  if (entry?.status === 'thinking') useHintStore.setState({ entry: { ...entry, status: 'ready', report } });
}

export function hintFailed(): void {
  useHintStore.setState({ entry: null });
}

/** The hint for this position, if one was asked here. */
export function useHintAt(position: string | null): HintEntry | null {
  return useHintStore((s) => (s.entry && s.entry.position === position ? s.entry : null));
}
