// The statistics charts colour point kinds as the boards do: heat red (it was the palette's yellow), greenery
// green, water blue.
import { describe, expect, it } from 'vitest';
import { kindColour, SEAT_PALETTE } from '../../../src/renderer/campaigns/charts';
import { CUBE_COLOURS } from '../../../src/renderer/tiny/look';

describe('point kind colours', () => {
  it('heat is the cubes red wherever it stands in the list', () => {
    for (const index of [0, 3, 7]) expect(kindColour('Heat', index)).toBe(CUBE_COLOURS.heat);
    expect(kindColour('Heat', 3)).not.toBe(SEAT_PALETTE[3]);
  });
  it('greenery and water keep their board colours; other kinds take the palette', () => {
    expect(kindColour('Greenery', 1)).toBe(CUBE_COLOURS.greenery);
    expect(kindColour('Greeneries', 3)).toBe(CUBE_COLOURS.greenery);
    expect(kindColour('Water', 2)).toBe(CUBE_COLOURS.water);
    expect(kindColour('Track', 0)).toBe(SEAT_PALETTE[0]);
  });
});
