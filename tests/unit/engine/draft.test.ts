import { describe, expect, it } from 'vitest';
import { act, startedGame } from '../support/tmHarness';

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
    // Generation 2 is even: hands pass to the right (the previous seat's hand arrives from the next seat).
    expect(state.players[0].draftHand).toEqual(firstHands[1].slice(1));
    for (let round = 0; round < 3; round++) {
      for (const seat of [0, 1, 2]) state = act(state, seat, { type: 'cards', cards: [state.players[seat].draftHand[0]] });
    }
    expect(state.flow).toBe('research');
    expect(state.players[0].offered).toHaveLength(4);
    expect(state.players[0].offered[0]).toBe(firstHands[0][0]);
    expect(state.pending[0]?.prompt).toMatchObject({ kind: 'cards', costEach: 3 });
  });
});
