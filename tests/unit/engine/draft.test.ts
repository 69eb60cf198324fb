import { describe, expect, it } from 'vitest';
import { applyMove, createGame } from '../../../src/engine/tm';
import { act, setupFor, startedGame } from '../support/tmHarness';
import { sayIn } from '../../../src/renderer/i18n/say';
import type { Message } from '../../../src/shared/message';

describe('the draft variant', () => {
  it('from generation 2, each player keeps one of 4 cards and passes the rest, then buys from the drafted 4', () => {
    let state = startedGame({ players: 3 });
    state.options.draft = true;
    for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'pass' });
    expect(state.generation).toBe(2);
    expect(state.flow).toBe('draft');
    const firstHands = state.players.map((p) => [...p.draftHand]);
    expect(firstHands.every((h) => h.length === 4)).toBe(true);
    for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'cards', cards: [firstHands[seat][0]] });
    // Generation 2 is even: cards pass clockwise, to the next seat, so seat 0 gets the last seat's hand.
    expect(state.players[0].draftHand).toEqual(firstHands[2].slice(1));
    expect(state.players[1].draftHand).toEqual(firstHands[0].slice(1));
    for (let round = 0; round < 3; round++) {
      for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'cards', cards: [state.players[seat].draftHand[0]] });
    }
    expect(state.flow).toBe('research');
    expect(state.players[0].offered).toHaveLength(4);
    expect(state.players[0].offered[0]).toBe(firstHands[0][0]);
    expect(state.pending[0]?.prompt).toMatchObject({ kind: 'cards', costEach: 3 });
  });

  it('odd generations pass counter-clockwise, to the previous seat', () => {
    let state = startedGame({ players: 3 });
    state.options.draft = true;
    state.generation = 2;
    for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'pass' });
    expect(state.generation).toBe(3);
    const firstHands = state.players.map((p) => [...p.draftHand]);
    for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'cards', cards: [firstHands[seat][0]] });
    expect(state.players[0].draftHand).toEqual(firstHands[1].slice(1));
    expect(state.players[2].draftHand).toEqual(firstHands[0].slice(1));
  });

  it('a card not in the hand being drafted is refused and changes nothing', () => {
    let state = startedGame({ players: 2 });
    state.options.draft = true;
    for (const seat of [0, 1]) state = act(state, seat, { type: 'pass' });
    const stranger = state.players[1].draftHand[0];
    const result = applyMove(state, 0, { type: 'cards', cards: [stranger] });
    expect(result.ok).toBe(false);
    expect(state.players[0].draftHand).toHaveLength(4);
  });

  it('generation 1 has no draft (there is no research phase), and solo never drafts', () => {
    const game = createGame(setupFor(2, 'draft-gen1', { draft: true }));
    expect(game.flow).not.toBe('draft');
    expect(game.players.every((p) => p.draftHand.length === 0)).toBe(true);
    expect(createGame(setupFor(1, 'draft-solo', { draft: true, solo: true })).options.draft).toBe(false);
  });

  it('each pick names who gets the cards not kept, in the direction of the generation, and the last pick says so', () => {
    let state = startedGame({ players: 3 });
    state.options.draft = true;
    for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'pass' });
    const title = (seat: number) => sayIn('en')(state.pending[seat]!.prompt.title as Message);
    const names = state.players.map((p) => p.name);
    // Generation 2 passes to the next seat.
    expect(title(0)).toBe(`${names[0]}: draft — keep one card and pass the other 3 to ${names[1]}`);
    expect(title(2)).toBe(`${names[2]}: draft — keep one card and pass the other 3 to ${names[0]}`);
    expect(sayIn('de')(state.pending[1]!.prompt.title as Message)).toBe(`${names[1]}: Draft – behalte eine Karte und gib die anderen 3 an ${names[2]} weiter`);
    for (let round = 0; round < 3; round++) {
      for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'cards', cards: [state.players[seat].draftHand[0]] });
      if (round === 1) expect(title(0)).toBe(`${names[0]}: draft — keep one card and pass the other to ${names[1]}`);
      if (round === 2) expect(title(0)).toBe(`${names[0]}: draft — keep the last card`);
    }
    // Generation 3 passes to the previous seat.
    state = startedGame({ players: 3 });
    state.options.draft = true;
    state.generation = 2;
    for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'pass' });
    expect(title(0)).toBe(`${names[0]}: draft — keep one card and pass the other 3 to ${names[2]}`);
  });
});
