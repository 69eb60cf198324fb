// The reasons the engine gives for an unusable standard project, in a player's words.
import { describe, expect, it } from 'vitest';
import { blockWords, noteWords } from '../../../src/renderer/tm/standardProjectWords';

describe('standard project reasons in words', () => {
  it('words each reason with its numbers and tile', () => {
    expect(blockWords({ key: 'needsMegacredits', cost: 18 })).toBe('needs 18 M€');
    expect(blockWords({ key: 'noSpaceFor', tile: 'ocean' })).toBe('no space left for an ocean');
    expect(blockWords({ key: 'noSpaceFor', tile: 'city' })).toBe('no space left for a city');
    expect(blockWords({ key: 'noCardsInHand' })).toBe('no cards in hand');
    expect(blockWords({ key: 'noColonySpot' })).toBe('no moon with a free spot for you');
    expect(noteWords({ key: 'oceansAllPlaced' })).toBe('all oceans placed: pays for nothing more');
  });
});
