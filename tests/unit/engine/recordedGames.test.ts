// Determinism regression: random games recorded before the engine's machinery changed (seed, setup,
// every move) must replay to the same rules hashes (the log left out, so it may be reworded freely). After a deliberate rules change, re-record them
// with `npm run record-games`.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../../src/host/systems';
import { loadRecordedGames, replay } from '../support/recordedGames';

const recorded = loadRecordedGames();

describe('recorded random games replay to the same state hashes', () => {
  it('covers every system and the expansions', () => {
    const systems = new Set(recorded.games.map((g) => g.system));
    expect([...systems].sort()).toEqual(['dice', 'tiny', 'tm']);
    expect(recorded.games.every((g) => g.finished)).toBe(true);
  });

  for (const game of recorded.games) {
    it(game.name, () => {
      const replayed = replay(ENGINES[game.system]!, game, recorded.checkpointEvery);
      expect(replayed.checkpoints).toEqual(game.checkpoints);
      expect(replayed.hash).toBe(game.hash);
      expect(replayed.finished).toBe(game.finished);
    });
  }
});
