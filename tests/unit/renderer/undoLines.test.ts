// Undo notes shown as lines of a game's log panel, at the place each undo happened.
import { describe, expect, it } from 'vitest';
import type { UndoState } from '../../../src/shared/protocol';
import { withUndoNotes } from '../../../src/renderer/undo/undoLines';

const undoState = (log: string[], logAt: number[] | undefined, gameLogLength: number): UndoState => ({
  allowed: true, practiceAvailable: false, enabled: true, practiceUsed: false, log, logAt, gameLogLength,
});
const shown = (items: ReturnType<typeof withUndoNotes<string>>) => items.map((i) => (i.kind === 'undo' ? `undo:${i.text}` : i.line));

describe('undo notes in the game log', () => {
  it('goes after the game log line it followed, with the whole log shown', () => {
    const lines = ['a', 'b', 'c'];
    expect(shown(withUndoNotes(lines, undoState(['Ada took back a move.'], [2], 3)))).toEqual(['a', 'b', 'undo:Ada took back a move.', 'c']);
  });

  it('places notes in a tail: the view shows the last 3 of 10 lines; a note before the tail is left out', () => {
    const tail = ['h', 'i', 'j'];
    const undo = undoState(['first', 'second', 'third'], [4, 8, 10], 10);
    expect(shown(withUndoNotes(tail, undo))).toEqual(['h', 'undo:second', 'i', 'j', 'undo:third']);
  });

  it('a note whose place was taken back by a later undo goes where the log now ends, before the later note', () => {
    const undo = undoState(['Ada took back a move.', 'Ada took back a move (and 1 bot move after it).'], [5, 3], 3);
    expect(shown(withUndoNotes(['a', 'b', 'c'], undo))).toEqual(['a', 'b', 'c', 'undo:Ada took back a move.', 'undo:Ada took back a move (and 1 bot move after it).']);
  });

  it('without places (an older host) or without undo the lines are unchanged', () => {
    expect(shown(withUndoNotes(['a', 'b'], undoState(['x'], undefined, 2)))).toEqual(['a', 'b']);
    expect(shown(withUndoNotes(['a', 'b'], undefined))).toEqual(['a', 'b']);
  });
});
