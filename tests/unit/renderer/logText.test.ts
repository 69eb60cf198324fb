// Card names inside log lines become previewable references; everything else stays text.
import { describe, expect, it } from 'vitest';
import type { CardInfo } from '../../../src/shared/tm/view';
import { cardNameMatcher, splitLogText } from '../../../src/renderer/tm/logText';

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
