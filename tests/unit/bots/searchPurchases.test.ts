// The search bot's card purchases and tile spaces: it compares greedy's answer with its nearest
// alternatives, every candidate legal, and its choice never depends on cards it cannot see.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, legalMoves, type TmState } from '../../../src/engine/tm';
import { BOTS, botRandom } from '../../../src/host/bots';
import { greedyMove } from '../../../src/host/bots/greedyBot';
import { purchaseCandidates } from '../../../src/host/bots/purchaseCandidates';
import { searchBot } from '../../../src/host/bots/searchBot';
import type { NewGameSetup } from '../../../src/shared/protocol';
import type { Prompt } from '../../../src/shared/tm/prompt';
import { botsUntil } from '../support/tmHarness';

const setup = (draft: boolean): NewGameSetup =>
  ({
    seed: `search-purchases-${draft}`,
    options: { corporateEra: true, draft, solo: false },
    players: [
      { name: 'Me', color: 'red', kind: 'bot', beginner: false },
      { name: 'You', color: 'blue', kind: 'bot', beginner: false },
    ],
  }) as NewGameSetup;

/** Basic moves until `done` holds. */
const until = (draft: boolean, done: (state: TmState) => boolean) => botsUntil(createGame(setup(draft)), BOTS.basic, 4, done);

const asked = (resolver: string) => (s: TmState) => s.generation >= 2 && s.pending[0]?.resolver === resolver;
const cardsPrompt = (state: TmState) => state.pending[0]!.prompt as Extract<Prompt, { kind: 'cards' }>;
const SMALL = { samples: 2, candidates: 3, playoutMoves: 40, timeMs: null };

/** Two seats' secrets moved around: the opponent's offer and hand swapped with deck cards, the deck reversed. */
function otherSecrets(state: TmState): TmState {
  const copy = structuredClone(state);
  const them = copy.players[1];
  const hidden = [...them.offered, ...them.hand];
  them.offered = copy.deck.splice(0, them.offered.length);
  them.hand = copy.deck.splice(0, them.hand.length);
  copy.deck.push(...hidden);
  copy.deck.reverse();
  const prompt = copy.pending[1]?.prompt;
  if (prompt?.kind === 'cards' && copy.pending[1]!.resolver === 'buyCards') prompt.cards = [...them.offered];
  return copy;
}

describe('search bot: card purchases', () => {
  it('at research compares greedy’s buy with one card fewer or one more, each a legal answer', () => {
    const state = until(false, asked('buyCards'));
    const prompt = cardsPrompt(state);
    const greedy = greedyMove(state, 0, botRandom(1));
    const candidates = purchaseCandidates(state, 0, prompt, greedy, 3);
    expect(candidates[0]).toEqual(greedy);
    expect(new Set(candidates.map((c) => JSON.stringify(c))).size).toBe(candidates.length);
    expect(candidates.length).toBeGreaterThan(1);
    for (const c of candidates) {
      if (c.type !== 'cards' || greedy.type !== 'cards') throw new Error('a card answer expected');
      expect(Math.abs(c.cards.length - greedy.cards.length)).toBeLessThanOrEqual(1);
      expect(applyMove(state, 0, c).ok).toBe(true);
    }
  });

  it('in a draft compares greedy’s pick with the next best cards', () => {
    const state = until(true, asked('draftPick'));
    const prompt = cardsPrompt(state);
    const greedy = greedyMove(state, 0, botRandom(1));
    const candidates = purchaseCandidates(state, 0, prompt, greedy, 3);
    expect(candidates[0]).toEqual(greedy);
    expect(candidates).toHaveLength(Math.min(3, prompt.cards.length));
    for (const c of candidates) {
      expect(c.type === 'cards' && c.cards.length).toBe(1);
      expect(applyMove(state, 0, c).ok).toBe(true);
    }
  });

  it('buys legally and the same whatever the opponent was really dealt', () => {
    const state = until(false, asked('buyCards'));
    const search = searchBot(SMALL);
    const move = search(state, 0, botRandom(6));
    expect(applyMove(state, 0, move).ok).toBe(true);
    expect(search(otherSecrets(state), 0, botRandom(6))).toEqual(move);
  });
});

describe('search bot: tile spaces', () => {
  it('places a tile on a legal space, the same whatever the hidden cards are', () => {
    const state = until(false, (s) => s.generation >= 2 && s.pending[0]?.prompt.kind === 'space' && legalMoves(s, 0).length > 3);
    const search = searchBot(SMALL);
    const move = search(state, 0, botRandom(8));
    expect(move.type).toBe('space');
    expect(legalMoves(state, 0)).toContainEqual(move);
    expect(search(otherSecrets(state), 0, botRandom(8))).toEqual(move);
  });
});
