// A move's working copy shares the entries of the state's replace-only parts (tiles, pending decisions,
// queued effects, milestones, awards, options, the log) with the state it came from. If the engine ever
// edited one of them in place, the move would change the caller's state too. Replaying the recorded TM
// games on deep-frozen states makes any such edit throw (engine modules run in strict mode).
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, waitingFor, type TmState } from '../../../src/engine/tm';
import type { NewGameSetup } from '../../../src/shared/protocol';
import type { Seat } from '../../../src/shared/tm/basics';
import type { Move } from '../../../src/shared/tm/prompt';
import { loadRecordedGames } from '../support/recordedGames';

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const item of Object.values(value as object)) deepFreeze(item);
  return Object.freeze(value);
}

const tmGames = loadRecordedGames().games.filter((g) => g.system === 'tm');

describe('a move never edits the state it was given', () => {
  for (const game of tmGames) {
    it(`${game.name}: replays on frozen states`, () => {
      let state: TmState = deepFreeze(createGame(game.setup as NewGameSetup));
      for (const [seat, move] of game.moves) {
        const result = applyMove(state, seat, move as Move);
        if (!result.ok) throw new Error(result.error);
        state = deepFreeze(result.state);
      }
      expect(state.finished).toBe(game.finished);
    });
  }

  it('an illegal move after a partly applied working copy leaves the original deep-equal', () => {
    // Paying more than the player has is refused only after the action has started on the copy.
    const game = tmGames[0];
    let state: TmState = createGame(game.setup as NewGameSetup);
    let refused = 0;
    for (const [seat, move] of game.moves.slice(0, 200)) {
      for (const other of legalMoves(state, seat as Seat).slice(0, 3)) {
        const bad = { ...other, payment: { megacredits: 999 } } as Move;
        const before = structuredClone(state);
        const result = applyMove(state, seat as Seat, bad);
        if (!result.ok) {
          refused++;
          expect(state).toEqual(before);
        }
      }
      const result = applyMove(state, seat as Seat, move as Move);
      if (!result.ok) throw new Error(result.error);
      state = result.state;
      expect(waitingFor(state).length).toBeGreaterThan(0);
    }
    expect(refused).toBeGreaterThan(0);
  });
});
