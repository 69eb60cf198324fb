// Bots see what a person in their seat sees: moving hidden cards around never changes their choice.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, viewFor, waitingFor, type TmState } from '../../../src/engine/tm';
import { BOTS, botRandom } from '../../../src/host/bots';
import { determinize } from '../../../src/host/bots/hiddenInformation';
import { searchBot } from '../../../src/host/bots/searchBot';
import type { NewGameSetup } from '../../../src/shared/protocol';
import { reshuffledSecrets } from '../support/reshuffledSecrets';
import { refusalError } from '../support/tmRefusal';

const game: NewGameSetup = {
  seed: 'hidden-info',
  options: { corporateEra: true, draft: false, solo: false },
  players: [
    { name: 'Me', color: 'red', kind: 'bot', beginner: false },
    { name: 'You', color: 'blue', kind: 'bot', beginner: false },
  ],
} as NewGameSetup;

/** Plays basic moves until seat 0 is asked for an action in generation 2 or later. */
function midGame(): TmState {
  let state = createGame(game);
  const random = botRandom(5);
  while (!(state.generation >= 2 && state.pending[0]?.prompt.kind === 'action' && state.players[1].hand.length > 0)) {
    const seat = waitingFor(state)[0];
    const r = applyMove(state, seat, BOTS.basic(state, seat, random));
    if (!r.ok) throw refusalError(r.error);
    state = r.state;
  }
  return state;
}


describe('hidden information', () => {
  it('a determinized copy keeps what the seat knows and re-deals what it does not', () => {
    const state = midGame();
    const world = determinize(state, 0, botRandom(1));
    expect(world.players[0].hand).toEqual(state.players[0].hand);
    expect(world.players[0].played).toEqual(state.players[0].played);
    expect(world.tiles).toEqual(state.tiles);
    expect(world.players[1].hand).toHaveLength(state.players[1].hand.length);
    expect(world.deck).toHaveLength(state.deck.length);
    // the unseen cards are the same cards, dealt differently
    const unseen = (s: TmState) => [...s.deck, ...s.players[1].hand].sort();
    expect(unseen(world)).toEqual(unseen(state));
    expect([...world.deck, ...world.players[1].hand]).not.toEqual([...state.deck, ...state.players[1].hand]);
  });

  it('greedy and search choose the same move whatever the hidden cards really are', () => {
    const state = midGame();
    const other = reshuffledSecrets(state);
    const search = searchBot({ samples: 3, candidates: 3, playoutMoves: 6, timeMs: null });
    for (const bot of [BOTS.greedy, search]) {
      expect(bot(other, 0, botRandom(9))).toEqual(bot(state, 0, botRandom(9)));
    }
  });

  it('the search bot is reproducible for a seed when only its sample budget binds', () => {
    const state = midGame();
    const search = searchBot({ samples: 4, candidates: 3, playoutMoves: 8, timeMs: null });
    const first = search(state, 0, botRandom(3));
    expect(search(state, 0, botRandom(3))).toEqual(first);
  });
});

describe('the opening (issue #14 item 7)', () => {
  it("a seat's view holds its own opening only; the other seat's dealt corporations and cards stay hidden", () => {
    const state = createGame(game);
    const view = viewFor(state, 0);
    if (view.prompt?.kind !== 'opening') throw new Error('expected the opening prompt');
    expect(view.prompt.cards).toEqual(state.players[0].offered);
    const text = JSON.stringify(view);
    for (const id of [...state.players[1].offered, ...state.players[1].corporationsOffered]) expect(text).not.toContain(`"${id}"`);
  });

  it("determinizing re-deals an opponent's opening prompt to match its re-dealt offer", () => {
    const state = createGame(game);
    const copy = determinize(state, 0, botRandom(3));
    const prompt = copy.pending[1]!.prompt;
    if (prompt.kind !== 'opening') throw new Error('expected the opening prompt');
    expect(prompt.cards).toEqual(copy.players[1].offered);
    expect(prompt.corporations.map((c) => c.id)).toEqual(copy.players[1].corporationsOffered);
    // Each bot level answers its opening legally, and the game starts.
    for (const level of Object.keys(BOTS) as (keyof typeof BOTS)[]) {
      let s = state;
      for (const seat of [0, 1]) {
        const r = applyMove(s, seat, BOTS[level](s, seat, botRandom(1)));
        if (!r.ok) throw new Error(`${level}: ${r.error}`);
        s = r.state;
      }
      expect(s.players.every((p) => p.corporation !== null)).toBe(true);
    }
  });
});
