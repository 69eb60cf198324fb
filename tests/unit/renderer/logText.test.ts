// Card names inside log lines become previewable references; everything else stays text.
import { describe, expect, it } from 'vitest';
import type { CardInfo } from '../../../src/shared/tm/view';
import { cardNameMatcher, sayLogLine, splitLogText } from '../../../src/renderer/tm/logText';
import { sayIn } from '../../../src/renderer/i18n/say';
import { msg } from '../../../src/shared/message';
import { cardName } from '../../../src/shared/tm/contentKeys';

const card = (id: string, name: string): CardInfo => ({ id, name, set: 'base', type: 'automated', cost: 1, tags: [], requirements: [], vp: null });

describe('card names in the log', () => {
  const cards = { '008': card('008', 'Capital'), '009': card('009', 'Capital City Extension'), '123': card('123', 'Industrial Center') };
  const matcher = cardNameMatcher(cards);

  it('splits a line around each card name, preferring the longest name', () => {
    expect(splitLogText('Ada played Capital City Extension and Industrial Center', matcher)).toEqual([
      'Ada played ', cards['009'], ' and ', cards['123'],
    ]);
    expect(splitLogText('Boris played Capital.', matcher)).toEqual(['Boris played ', cards['008'], '.']);
  });

  it('leaves a line without card names as one piece of text', () => {
    expect(splitLogText('Generation 3 begins', matcher)).toEqual(['Generation 3 begins']);
    expect(splitLogText('Capitalism is not a card', matcher)).toEqual(['Capitalism is not a card']);
  });
});

describe('a log entry said in the reader’s language', () => {
  const cards = { '008': card('008', 'Capital') };
  const text = (entry: Parameters<typeof sayLogLine>[0], language: 'en' | 'de' | 'fr') => sayLogLine(entry, sayIn(language), cards).join('');
  const played = { generation: 2, seat: 0, message: msg('tm.log.playedCard', { player: 'Ada', card: cardName('008') }) };

  it('links the card named by a card-name parameter, wherever the language puts it', () => {
    // The card's own name comes from another catalogue area; a missing one is shown as its key, still linked.
    expect(sayLogLine(played, sayIn('de'), cards)).toEqual(['Ada spielt ', cards['008'], ' aus']);
    expect(sayLogLine(played, sayIn('fr'), cards)).toEqual(['Ada joue ', cards['008']]);
  });

  it('says the words of the engine in German and French', () => {
    const greenery = { generation: 1, seat: 0, message: msg('tm.log.placedTile', { player: 'Ada', tile: msg('tm.tile.greenery'), space: 'Pavonis Mons' }) };
    expect(text(greenery, 'en')).toBe('Ada placed a greenery on Pavonis Mons');
    expect(text(greenery, 'de')).toBe('Ada legt eine Grünfläche auf Pavonis Mons');
    expect(text(greenery, 'fr')).toBe('Ada place une forêt sur Pavonis Mons');
  });

  it('shows a plain-string line of an older save verbatim, its card names still found', () => {
    const old = { generation: 3, seat: 1, text: 'Boris played Capital' };
    expect(sayLogLine(old, sayIn('de'), cards)).toEqual(['Boris played ', cards['008']]);
        expect(text('Generation 4: production', 'de')).toBe('Generation 4: production');
  });
});
