// A hint's updates are kept only for the position and seat they were asked about, whatever the screen's own
// step adds to the position key (the payment editor): two changes that each kept their tests green once
// disagreed on the key's layout, and no hint ever showed.
import { beforeEach, describe, expect, it } from 'vitest';
import type { HintReport } from '../../../src/shared/hint';
import { hintArrived, hintAsked, partsOf, positionKey, useHintStore } from '../../../src/renderer/hints/hintStore';

const report = (moveCount: number, seat: number): HintReport & { seat: number } => ({
  move: { type: 'pass' }, choices: [], worlds: 4, verdict: 'refining', chanceOf: 'win', reason: null, final: false, moveCount, seat,
});

describe('hint store', () => {
  beforeEach(() => useHintStore.setState({ entry: null }));

  it('reads the seat and moves back from a key, with or without a local step', () => {
    expect(partsOf(positionKey('tm-1', 1, 42))).toEqual({ seat: '1', moves: 42 });
    expect(partsOf(positionKey('tm-1', 0, 7, 'payment'))).toEqual({ seat: '0', moves: 7 });
  });

  it('keeps an update for the position asked about and drops one for another position or seat', () => {
    const asked = positionKey('tm-1', 1, 42, 'payment');
    hintAsked(asked);
    hintArrived(report(41, 1));
    hintArrived(report(42, 0));
    expect(useHintStore.getState().entry?.status).toBe('thinking');
    hintArrived(report(42, 1));
    expect(useHintStore.getState().entry).toMatchObject({ position: asked, status: 'ready', report: { moveCount: 42 } });
  });
});
