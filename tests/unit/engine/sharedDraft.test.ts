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
import { activeCards, cardsInPlay, tagCount, tagCounts } from '../../../src/engine/tm/players';
import { getCard } from '../../../src/engine/tm/cards/catalogue';
import { draftState } from '../../../src/engine/tm/draft';
import { canonicalJson } from '../../../src/shared/canonicalJson';
import { deepFreeze } from '../support/deepFreeze';
import { refusalError } from '../support/tmRefusal';

const tmGames = loadRecordedGames().games.filter((g) => g.system === 'tm');

describe('a move never edits the state it was given', () => {
  for (const game of tmGames) {
    it(`${game.name}: replays on frozen states`, () => {
      let state: TmState = deepFreeze(createGame(game.setup as NewGameSetup));
      for (const [seat, move] of game.moves) {
        const result = applyMove(state, seat, move as Move);
        if (!result.ok) throw refusalError(result.error);
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
      if (!result.ok) throw refusalError(result.error);
      state = result.state;
      expect(waitingFor(state).length).toBeGreaterThan(0);
    }
    expect(refused).toBeGreaterThan(0);
  });
});

describe("a move's working copy", () => {
  it('is equal to its original, field for field, at every position of every recorded game', { timeout: 240_000 }, () => {
    let positions = 0;
    for (const game of tmGames) {
      let state: TmState = createGame(game.setup as NewGameSetup);
      for (const [seat, move] of game.moves) {
        const copy = draftState(state);
        // canonical JSON drops undefined-valued keys, as saves and hashes do; a field the copy forgot fails here.
        // The log's entries are shared, not copied: checked by identity (its messages make it the bulk of the JSON).
        const { log: copyLog, ...copyRest } = copy;
        const { log, ...rest } = state;
        expect(canonicalJson(copyRest)).toBe(canonicalJson(rest));
        expect(copyLog.length === log.length && copyLog.every((entry, i) => entry === log[i])).toBe(true);
        copy.players.forEach((p, i) => expect(p).not.toBe(state.players[i]));
        positions++;
        const result = applyMove(state, seat, move as Move);
        if (!result.ok) throw refusalError(result.error);
        state = result.state;
      }
    }
    expect(positions).toBeGreaterThan(1000);
  });
});

describe("a move's copy carries what is remembered about each player's cards in play", () => {
  it("points the carried active cards at the copy's own card objects, with the same tags", () => {
    const game = tmGames.find((g) => g.setup && !(g.setup as NewGameSetup).options.cornucopia)!;
    let state: TmState = createGame(game.setup as NewGameSetup);
    let checked = 0;
    for (const [seat, move] of game.moves) {
      for (const p of state.players) activeCards(p); // remember, so the next move's copy carries it over
      const before = state;
      const result = applyMove(state, seat, move as Move);
      if (!result.ok) throw refusalError(result.error);
      state = result.state;
      for (const p of state.players) {
        const own = new Set([p.corporationCard, ...p.played]);
        const active = activeCards(p);
        expect(active.every(({ played }) => own.has(played))).toBe(true);
        expect(active.map(({ played }) => played.id)).toEqual(cardsInPlay(p).filter((c) => getCard(c.id).type !== 'event').map((c) => c.id));
        const old = before.players[p.seat];
        expect(active.some(({ played }) => played === old.corporationCard || old.played.includes(played))).toBe(false);
        for (const tag of ['building', 'space', 'science', 'earth'] as const) expect(tagCount(p, tag)).toBe(tagCounts(p)[tag] ?? 0);
        checked += active.length;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
