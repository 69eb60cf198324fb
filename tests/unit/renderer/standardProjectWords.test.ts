// The reasons the engine gives for an unusable standard project, in a player's words.
import { describe, expect, it } from 'vitest';
import { blockWords, noteWords } from '../../../src/renderer/tm/standardProjectWords';
import { sayIn } from '../../../src/renderer/i18n/say';

describe('standard project reasons in words', () => {
  it('words each reason with its numbers and tile', () => {
    const say = sayIn('en');
    expect(blockWords(say, { key: 'needsMegacredits', cost: 18 })).toBe('needs 18 M€');
    expect(blockWords(say, { key: 'noSpaceFor', tile: 'ocean' })).toBe('no space left for an ocean');
    expect(blockWords(say, { key: 'noSpaceFor', tile: 'city' })).toBe('no space left for a city');
    expect(blockWords(say, { key: 'noCardsInHand' })).toBe('no cards in hand');
    expect(blockWords(say, { key: 'noColonySpot' })).toBe('no moon with a free spot for you');
    expect(noteWords(say, { key: 'oceansAllPlaced' })).toBe('all oceans placed: pays for nothing more');
  });

  it('says them in German and French with the tile each language names', () => {
    expect(blockWords(sayIn('de'), { key: 'noSpaceFor', tile: 'greenery' })).toBe('kein Platz mehr für eine Grünfläche');
    expect(blockWords(sayIn('fr'), { key: 'noSpaceFor', tile: 'greenery' })).toBe('plus de place pour une forêt');
    expect(blockWords(sayIn('de'), { key: 'needsMegacredits', cost: 18 })).toBe('braucht 18 M€');
  });
});
