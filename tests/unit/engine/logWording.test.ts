// The log reads as plain English: spaces by name or bonus (never "r4c4"), real plurals ("no cards", "1 animal"),
// "an" before vowels, and the production phase saying what each player received.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, waitingFor } from '../../../src/engine/tm';
import { BOTS, botRandom } from '../../../src/host/bots';
import { bonusWords, countOf, spaceWords, withArticle } from '../../../src/shared/tm/words';
import { setupFor } from '../support/tmHarness';
import { englishLog } from '../support/tmLogWords';
import { refusalError } from '../support/tmRefusal';

describe('log words', () => {
  it('counts with real plurals and says "no" for zero', () => {
    expect(countOf(0, 'card')).toBe('no cards');
    expect(countOf(1, 'card')).toBe('1 card');
    expect(countOf(3, 'animal')).toBe('3 animals');
  });

  it('uses "an" before a vowel', () => {
    expect(withArticle('Industrial Center')).toBe('an Industrial Center');
    expect(withArticle('ocean')).toBe('an ocean');
    expect(withArticle('city')).toBe('a city');
  });

  it('names a space by its printed name, else by its bonus, else by its kind', () => {
    expect(spaceWords({ type: 'land', bonus: { plants: 1, titanium: 1 }, name: 'Pavonis Mons' })).toBe('Pavonis Mons');
    expect(spaceWords({ type: 'ocean', bonus: { plants: 2 } })).toBe('an ocean space with 2 plants');
    expect(spaceWords({ type: 'land', bonus: { steel: 1, cards: 1 } })).toBe('a land space with 1 steel and 1 card');
    expect(spaceWords({ type: 'land', bonus: {} })).toBe('an empty land space');
    expect(bonusWords({ cards: 2 })).toBe('2 cards');
  });

  it('a whole two-player game logs no coordinates, no "(s)", no "a" before a vowel, and every production pay-out', () => {
    const setup = setupFor(2, 'words-1');
    setup.players.forEach((p) => (p.beginner = false));
    let state = createGame(setup);
    const random = botRandom(1);
    for (let moves = 0; !state.finished && moves < 20_000; moves++) {
      const seat = waitingFor(state)[0];
      const r = applyMove(state, seat, BOTS.basic(state, seat, random));
      if (!r.ok) throw refusalError(r.error);
      state = r.state;
    }
    const lines = englishLog(state.log);
    expect(lines.filter((t) => /\br\d+c\d+\b|\(s\)|\ba [aeiouAEIOU]/.test(t))).toEqual([]);
    expect(lines.some((t) => / placed a greenery on /.test(t))).toBe(true);
    const productionPhases = lines.filter((t) => /^Generation \d+: production$/.test(t)).length;
    expect(productionPhases).toBeGreaterThan(0);
    expect(lines.filter((t) => /^\S+ produced \d+ M€/.test(t))).toHaveLength(productionPhases * 2);
  });
});
