// The rules of undo, over the recorded move list alone: which moves a person may take back now, or why not.
// Undo itself is done by going back to the state before those moves (a kept snapshot or a replay), never
// by inverse moves; see Session.undo.
import { msg, type MessageOrText } from '../shared/message';
import type { RecordedMove } from '../shared/save';
import type { Seat } from '../shared/tm/basics';

export interface UndoRules {
  /** The host may turn undo off for the game. */
  enabled: boolean;
  /** Solo practice: moves may be taken back past reveals (the game is then marked). */
  pastReveals: boolean;
  /** Moves before this index cannot be taken back (they come from a save made before undo existed). */
  firstUndoable: number;
}

export type UndoCheck =
  | { ok: true; seat: Seat; from: number; count: number; pastReveal: boolean }
  | { ok: false; reason: MessageOrText };

/**
 * What `seats` (the seats a client plays) may take back: the most recent move by a person, with the bots'
 * moves after it, provided that person is one of `seats` and nothing after it was revealed.
 */
export function checkUndo(moves: readonly RecordedMove[], seats: readonly Seat[], rules: UndoRules, nameOf: (seat: Seat) => string): UndoCheck {
  if (!rules.enabled) return { ok: false, reason: msg('host.undo.turnedOff') };
  let from = moves.length - 1;
  while (from >= rules.firstUndoable && moves[from].by === 'bot') from--;
  if (from < rules.firstUndoable) return { ok: false, reason: msg(moves.length === 0 || rules.firstUndoable === 0 ? 'host.undo.nothingToTakeBack' : 'host.undo.beforeThisSave') };
  const mover = moves[from].seat;
  if (!seats.includes(mover)) return { ok: false, reason: msg('host.undo.playedSince', { name: nameOf(mover) }) };
  const revealed = moves.slice(from).find((record) => record.revealed !== undefined)?.revealed;
  if (revealed !== undefined && !rules.pastReveals) return { ok: false, reason: revealed };
  return { ok: true, seat: mover, from, count: moves.length - from, pastReveal: revealed !== undefined };
}
