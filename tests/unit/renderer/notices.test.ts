// One lifetime rule for notices: until the next move.
import { describe, expect, it } from 'vitest';
import { currentUndoNote, seatStatus, showsPassed } from '../../../src/renderer/common/notices';
import { positionKey } from '../../../src/renderer/hints/hintStore';
import type { UndoState } from '../../../src/shared/protocol';

const undo = (gameLogLength: number): UndoState => ({
  allowed: true, practiceAvailable: false, enabled: true, practiceUsed: false,
  log: ['Ada took back a move.'], logAt: [12], gameLogLength,
});

describe('notices last until the next move', () => {
  it('the undo note shows until the game log grows past it', () => {
    expect(currentUndoNote(undo(12))).toBe('Ada took back a move.');
    expect(currentUndoNote(undo(13))).toBeNull();
    expect(currentUndoNote(undefined)).toBeNull();
  });

  it('"passed" shows in the action phase it was said in only', () => {
    expect(showsPassed(true, 'action')).toBe(true);
    expect(showsPassed(true, 'research')).toBe(false);
    expect(showsPassed(true, 'production')).toBe(false);
  });

  it('your own board says "your turn", others "deciding"', () => {
    expect(seatStatus({ passed: false, phase: 'action', waiting: true, isViewer: true })).toBe('your turn');
    expect(seatStatus({ passed: false, phase: 'action', waiting: true, isViewer: false })).toBe('deciding');
    expect(seatStatus({ passed: false, phase: 'action', waiting: false, isViewer: true })).toBeNull();
    expect(seatStatus({ passed: true, phase: 'action', waiting: false, isViewer: false })).toBe('passed');
  });

  it('a hint asked before the payment editor opened is not the editor\'s', () => {
    expect(positionKey('g', 0, 5, null)).not.toBe(positionKey('g', 0, 5, 'card-007'));
  });
});
