// The search bot compares candidates at one common point, the next generation, and scores finished games by their result.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, waitingFor, type TmState } from '../../../src/engine/tm';
import { BOTS, botRandom } from '../../../src/host/bots';
import { determinize } from '../../../src/host/bots/hiddenInformation';
import { DEFAULT_SEARCH_BUDGET, playToNextGeneration, searchBot } from '../../../src/host/bots/searchBot';
import { searchValue } from '../../../src/host/bots/searchEvaluation';
import type { NewGameSetup } from '../../../src/shared/protocol';
import { refusalError } from '../support/tmRefusal';

const game: NewGameSetup = {
  seed: 'search-bot',
  options: { corporateEra: true, draft: false, solo: false },
  players: [
    { name: 'Me', color: 'red', kind: 'bot', beginner: false },
    { name: 'You', color: 'blue', kind: 'bot', beginner: false },
  ],
} as NewGameSetup;

/** Plays greedy moves until `done` holds. */
function playUntil(done: (state: TmState) => boolean): TmState {
  let state = createGame(game);
  const random = botRandom(2);
  while (!done(state)) {
    const seat = waitingFor(state)[0];
    const r = applyMove(state, seat, BOTS.greedy(state, seat, random));
    if (!r.ok) throw refusalError(r.error);
    state = r.state;
  }
  return state;
}

describe('search bot', () => {
  it('plays every candidate on to the next generation, through the production phase', () => {
    const state = playUntil((s) => s.generation >= 3 && s.pending[0]?.prompt.kind === 'action');
    const world = determinize(state, 0, botRandom(4));
    for (const move of legalMoves(state, 0)) {
      const end = playToNextGeneration(world, 0, move, DEFAULT_SEARCH_BUDGET, botRandom(7));
      expect(end).not.toBeNull();
      expect(end!.finished || end!.generation === state.generation + 1).toBe(true);
      // production has paid: the action phase is over for everyone
      expect(end!.players.every((p) => !end!.pending[p.seat] || end!.pending[p.seat]!.prompt.kind !== 'action')).toBe(true);
    }
  });

  it('plays on through as many generation ends as its budget says', () => {
    const state = playUntil((s) => s.generation >= 3 && s.pending[0]?.prompt.kind === 'action');
    const world = determinize(state, 0, botRandom(4));
    const [move] = legalMoves(state, 0);
    const twoGenerations = { ...DEFAULT_SEARCH_BUDGET, generations: 2, playoutMoves: 400 };
    const end = playToNextGeneration(world, 0, move, twoGenerations, botRandom(7));
    expect(end!.finished || end!.generation === state.generation + 2).toBe(true);
  });

  it('scores a finished game by its result: a win above a loss, by the margin', () => {
    const end = playUntil((s) => s.finished);
    const [mine, theirs] = [searchValue(end, 0), searchValue(end, 1)];
    const margin = end.scores![0].total - end.scores![1].total;
    expect(Math.sign(mine)).toBe(Math.sign(margin));
    expect(mine).toBe(-theirs);
  });

  it('compares candidates in two worlds at least, however tight the time cap', () => {
    // One world cannot show a standard error, so it always keeps greedy's favourite; find a position
    // where two worlds pick a challenger, then give the same search no time at all.
    const twoWorlds = searchBot({ samples: 2, candidates: 2, timeMs: null });
    const oneWorld = searchBot({ samples: 1, candidates: 2, timeMs: null });
    const noTime = searchBot({ samples: 4, candidates: 2, timeMs: 0 });
    let state = playUntil((s) => s.generation >= 2 && s.pending[0]?.prompt.kind === 'action');
    const random = botRandom(5);
    for (let tries = 0; tries < 40; tries++) {
      const searched = twoWorlds(state, 0, botRandom(tries));
      if (JSON.stringify(searched) !== JSON.stringify(oneWorld(state, 0, botRandom(tries)))) {
        expect(noTime(state, 0, botRandom(tries))).toEqual(searched);
        return;
      }
      do {
        const seat = waitingFor(state)[0];
        const r = applyMove(state, seat, BOTS.greedy(state, seat, random));
        if (!r.ok) throw refusalError(r.error);
        state = r.state;
      } while (!state.finished && state.pending[0]?.prompt.kind !== 'action');
    }
    throw new Error('no position in 40 where two worlds left greedy’s favourite');
  });
});
