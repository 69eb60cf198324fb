import { describe, expect, it } from 'vitest';
import { NO_RECENT_TILES, observeView, recentSpaces, type RecentTiles, type TurnsView } from '../../../src/renderer/tm/board/recentTiles';

/** `active`: the seat whose turn it is ([] for none, as in research). */
function view(viewer: number | null, active: number[], tiled: string[]): TurnsView {
  return { viewer, activePlayer: active[0] ?? null, players: [{ seat: 0 }, { seat: 1 }], spaces: ['a', 'b', 'c', 'd', 'e'].map((id) => (tiled.includes(id) ? { id, tile: { kind: 'city' } } : { id })) };
}

/** Shows the views in order and returns what is recent after each. */
function recentAfterEach(views: TurnsView[]): string[][] {
  let record: RecentTiles = NO_RECENT_TILES;
  return views.map((v) => {
    record = observeView(record, v);
    return [...recentSpaces(record, v)].sort();
  });
}

describe('recent tiles', () => {
  it('rings what the others placed since my last turn, through my turn, until my next turn begins', () => {
    const steps = recentAfterEach([
      view(0, [0], []), // my turn, empty board: nothing recent
      view(0, [0], ['a']), // I place a
      view(0, [1], ['a']), // my turn ends
      view(0, [1], ['a', 'b']), // the bot places b
      view(0, [0], ['a', 'b']), // my turn begins: a (before my last turn ended) goes, b stays
      view(0, [0], ['a', 'b', 'c']), // I place c
      view(0, [1], ['a', 'b', 'c']), // my turn ends
      view(0, [1], ['a', 'b', 'c', 'd']), // the bot places d
      view(0, [0], ['a', 'b', 'c', 'd']), // my next turn: only d
    ]);
    expect(steps).toEqual([[], ['a'], ['a'], ['a', 'b'], ['b'], ['b', 'c'], ['b', 'c'], ['b', 'c', 'd'], ['d']]);
  });

  it('shows nothing recent for tiles already there when the board opened', () => {
    expect(recentAfterEach([view(0, [1], ['a', 'b'])])).toEqual([[]]);
  });

  it('keeps each hot-seat player their own rings', () => {
    const steps = recentAfterEach([
      view(0, [0], []),
      view(0, [0], ['a']), // seat 0 places a
      view(1, [1], ['a']), // seat 1's turn: a was placed since the board opened
      view(1, [1], ['a', 'b']), // seat 1 places b
      view(0, [0], ['a', 'b']), // seat 0's next turn: b is new, a was placed before its turn ended
    ]);
    expect(steps).toEqual([[], ['a'], ['a'], ['a', 'b'], ['b']]);
  });

  it('does not count research (no one\'s turn) as a turn', () => {
    const steps = recentAfterEach([
      view(0, [0], []),
      view(0, [1], []), // my turn ends
      view(0, [1], ['a']), // the bot places a
      view(0, [], ['a']), // research: everyone at once
      view(0, [0], ['a']), // my next turn: a is still new to me
    ]);
    expect(steps).toEqual([[], [], ['a'], ['a'], ['a']]);
  });

  it('without a viewer, rings tiles for the player whose turn it is', () => {
    const steps = recentAfterEach([view(null, [0], []), view(null, [1], ['a']), view(null, [0], ['a', 'b'])]);
    expect(steps).toEqual([[], ['a'], ['b']]);
  });

  it('starts afresh when tiles disappear (an undo, another game, a replay stepped back)', () => {
    const steps = recentAfterEach([view(0, [0], []), view(0, [0], ['a']), view(0, [1], []), view(0, [1], ['c'])]);
    expect(steps).toEqual([[], ['a'], [], ['c']]);
  });
});
