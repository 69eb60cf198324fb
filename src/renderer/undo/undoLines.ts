// Places the session's undo notes among the game log lines a view shows, where each undo happened. The game's
// own log stays exactly as before the undo (it is engine state); the notes come with the session info.
import type { MessageOrText } from '../../shared/message';
import type { UndoState } from '../../shared/protocol';

export type LogItem<T> = { kind: 'line'; line: T; index: number } | { kind: 'undo'; text: MessageOrText; index: number };

/**
 * The shown lines (the tail of the game's log) with the undo notes between them. A note goes after the game
 * log line it followed; one whose place was itself taken back later goes where the log now ends; one from
 * before the shown tail is left out, like the lines there.
 */
export function withUndoNotes<T>(lines: readonly T[], undo: UndoState | undefined): LogItem<T>[] {
  const total = undo?.gameLogLength ?? lines.length;
  const start = total - lines.length;
  const notesAt = new Map<number, { text: MessageOrText; index: number }[]>();
  undo?.log.forEach((text, index) => {
    const at = undo.logAt?.[index];
    if (at === undefined) return; // a host without places: the note shows under the Undo button only
    const place = Math.min(at, total) - start;
    if (place < 0) return;
    notesAt.set(place, [...(notesAt.get(place) ?? []), { text, index }]);
  });
  const items: LogItem<T>[] = [];
  const notes = (place: number) => {
    for (const note of notesAt.get(place) ?? []) items.push({ kind: 'undo', ...note });
  };
  lines.forEach((line, index) => {
    notes(index);
    items.push({ kind: 'line', line, index });
  });
  notes(lines.length);
  return items;
}
