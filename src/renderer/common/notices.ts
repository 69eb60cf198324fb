// One lifetime rule for what a screen says about the moment: a notice lasts until the next move. These helpers
// say whether a notice still belongs on screen, for every game.
import type { MessageOrText } from '../../shared/message';
import type { UndoState } from '../../shared/protocol';

/** The note beside Undo ("Ada took back a move.") while no move was made since; the log keeps it for good. */
export function currentUndoNote(undo: UndoState | undefined): MessageOrText | null {
  if (!undo || undo.log.length === 0) return null;
  const last = undo.log.length - 1;
  const at = undo.logAt?.[last];
  // A host that does not say where the undo happened: the note cannot be dated, so it stays (as before).
  if (at !== undefined && undo.gameLogLength !== undefined && undo.gameLogLength > at) return null;
  return undo.log[last];
}

/** A player's "passed" lasts for the action phase it was said in; a new round or research phase clears it. */
export function showsPassed(passed: boolean, phase: string): boolean {
  return passed && phase === 'action';
}

export type SeatStatus = 'passed' | 'your turn' | 'deciding' | null;

/**
 * The badge on a player's board: "passed" (this action phase), "your turn" on the viewer's own board while the
 * game waits for them, "deciding" on someone else's while the game waits for them.
 */
export function seatStatus({ passed, phase, waiting, isViewer }: { passed: boolean; phase: string; waiting: boolean; isViewer: boolean }): SeatStatus {
  if (showsPassed(passed, phase)) return 'passed';
  if (!waiting) return null;
  return isViewer ? 'your turn' : 'deciding';
}
