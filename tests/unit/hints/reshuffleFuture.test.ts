// Looking back at a finished game: a sampled world keeps every hand and offer as it was and re-deals only
// what was still to be drawn.
import { describe, expect, it } from 'vitest';
import { createGame } from '../../../src/engine/tm';
import { BOTS, botRandom } from '../../../src/host/bots';
import { botsUntil } from '../support/tmHarness';
import { reshuffleFuture } from '../../../src/host/bots/hiddenInformation';
import type { NewGameSetup } from '../../../src/shared/protocol';

const game = {
  seed: 'reshuffle',
  options: { corporateEra: true, draft: false, solo: false },
  players: [
    { name: 'Me', color: 'red', kind: 'human', beginner: false },
    { name: 'You', color: 'blue', kind: 'human', beginner: false },
  ],
} as NewGameSetup;

const generationTwo = () => botsUntil(createGame(game), BOTS.basic, 3, (state) => state.generation >= 2);

describe('reshuffleFuture', () => {
  it('re-deals the draw pile and the rng, keeps every hand and offer, and leaves the original alone', () => {
    const state = generationTwo();
    const before = structuredClone(state);
    const world = reshuffleFuture(state, botRandom(9));
    expect(state).toEqual(before);
    expect(world.players.map((p) => [p.hand, p.offered])).toEqual(state.players.map((p) => [p.hand, p.offered]));
    expect([...world.deck].sort()).toEqual([...state.deck].sort());
    expect(world.deck).not.toEqual(state.deck);
    expect(world.rng).not.toBe(state.rng);
    // The re-deal depends on the seed only, not on the real order.
    const reordered = { ...structuredClone(state), deck: [...state.deck].reverse() };
    expect(reshuffleFuture(reordered, botRandom(9)).deck).toEqual(world.deck);
  });
});
