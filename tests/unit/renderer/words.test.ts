// Words a player reads: "an ocean", "1 credit", phases and replay steps in the game's own words.
import type { Message } from '../../../src/shared/message';
import { sayIn } from '../../../src/renderer/i18n/say';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../../src/host/systems';
import { amountOf, countOf, withArticle } from '../../../src/shared/words';
import { tinyPhaseWords } from '../../../src/renderer/tiny/phaseWords';
import { replayUnit } from '../../../src/renderer/campaigns/replayUnit';
import { loadRecordedGames } from '../support/recordedGames';

describe('words', () => {
  it('a/an and singular/plural', () => {
    expect(withArticle('ocean')).toBe('an ocean');
    expect(withArticle('energy')).toBe('an energy');
    expect(withArticle('city')).toBe('a city');
    expect(countOf(1, 'credit')).toBe('1 credit');
    expect(countOf(3, 'credit')).toBe('3 credits');
    expect(amountOf(1, 'credit')).toBe('1 credit');
    expect(amountOf(0, 'credit')).toBe('0 credits');
  });

  it("TINYforming Mars's phases and the replay's steps read as a player's words", () => {
    const say = sayIn('en');
    expect(['firstCities', 'action', 'research', 'ended'].map((phase) => say(tinyPhaseWords(phase)))).toEqual(['First cities', 'Actions', 'Research', 'Game over']);
    expect(sayIn('de')(tinyPhaseWords('firstCities'))).toBe('Erste Städte');
    expect(replayUnit('dice')).toBe('Turn');
    expect(replayUnit('tiny')).toBe('Generation');
    expect(replayUnit('tm')).toBe('Generation');
  });

  // Whole recorded games: no "a ocean", "a energy" or "credit(s)" anywhere in their logs.
  for (const game of loadRecordedGames().games.filter((g) => g.system !== 'tm')) {
    it(`${game.name}: the log has no "a" before a vowel and no "(s)"`, () => {
      const engine = ENGINES[game.system]!;
      let state = engine.createGame(game.setup);
      for (const [seat, move] of game.moves) {
        const result = engine.applyMove(state, seat, move);
        if (!result.ok) throw new Error(JSON.stringify(result.error));
        state = result.state;
      }
      // The Dice Game's log is words-as-data: read here as the English screen says it.
      const log = (state as { log: (string | Message)[] }).log.map((line) => (typeof line === 'string' ? line : sayIn('en')(line)));
      expect(log.length).toBeGreaterThan(50);
      expect(log.filter((line) => /\ba [aeiou]|\(s\)/i.test(line))).toEqual([]);
    });
  }
});
