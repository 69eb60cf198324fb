import { describe, expect, it } from 'vitest';
import { keepShortWordsWithNext } from '../../../src/renderer/common/shortWords';

describe('a narrow label keeps short words with the next', () => {
  it.each([
    ['Cité de Noctis', 'Cité de\u00a0Noctis'],
    ['Zone du Mohole', 'Zone du\u00a0Mohole'],
    ['À la ville', 'À\u00a0la\u00a0ville'],
    ['Noctis City', 'Noctis City'],
    ['Noctis-Stadt', 'Noctis-Stadt'],
    ['Tharsis Tholus', 'Tharsis Tholus'],
  ])('%s', (name, kept) => {
    expect(keepShortWordsWithNext(name)).toBe(kept);
  });
});
