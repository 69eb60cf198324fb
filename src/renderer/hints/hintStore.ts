// The hint a player asked for, tied to the position it was asked in: updates of the same hint replace
// it as they come (the host refines it while the player thinks); once the game moves on (another log
// line, another seat to decide) it no longer applies and is forgotten.
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

/** The seat and the moves played of a position key (read from its end: a game id could hold a '|'). */
export function partsOf(position: string): { seat: string; moves: number } {
  const parts = position.split('|');
  return { seat: parts[parts.length - 3], moves: Number(parts[parts.length - 2]) };
}

export function hintAsked(position: string): void {
  useHintStore.setState({ entry: { position, status: 'thinking', report: null } });
}

/** An update of the hint asked here: kept only if it belongs to the position and seat still asked about. */
export function hintArrived(report: HintReport & { seat: number }): void {
  const entry = useHintStore.getState().entry;
  const asked = entry && partsOf(entry.position);
  if (!entry || !asked || asked.moves !== report.moveCount || asked.seat !== String(report.seat)) return;
  useHintStore.setState({ entry: { ...entry, status: 'ready', report } });
}

export function hintFailed(): void {
  useHintStore.setState({ entry: null });
}

/** The hint for this position, if one was asked here. */
export function useHintAt(position: string | null): HintEntry | null {
  return useHintStore((s) => (s.entry && s.entry.position === position ? s.entry : null));
}
