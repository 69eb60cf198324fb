// The colour-blind setting in every game: each seat has a shape of its own (the same glyph in the panels as the
// marker on the 3D boards), the Dice Game's seats take the colour-blind palette, TINY's cube colours stay apart
// in lightness alone, and the markers' outlines are really different shapes.
import { describe, expect, it } from 'vitest';
import { COLOUR_BLIND_HEX, PLAYER_HEX, PLAYER_SHAPE, PLAYER_SHAPE_NAME, playerHexFor } from '../../../src/renderer/colors';
import { isDark } from '../../../src/renderer/common/PlayerDot';
import { PLAYER_SHAPES, SHAPE_GLYPH, traceShape, type PlayerShape } from '../../../src/renderer/common/playerShapes';
import { playerHex as diceHex, playerShape as diceShape } from '../../../src/renderer/dice/palette';
import { PLAYER_CUBE, PLAYER_CUBE_SHAPE } from '../../../src/renderer/tiny/look';
import { PLAYER_COLORS } from '../../../src/shared/tm/basics';

const DICE_SEAT_COLOURS = ['red', 'green', 'blue', 'yellow'];

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** The path a shape traces, as its points rounded (an arc as its own token). */
function outline(shape: PlayerShape): string {
  const steps: string[] = [];
  const ctx = {
    beginPath: () => steps.push('begin'),
    moveTo: (x: number, y: number) => steps.push(`M${Math.round(x)},${Math.round(y)}`),
    lineTo: (x: number, y: number) => steps.push(`L${Math.round(x)},${Math.round(y)}`),
    arc: (x: number, y: number, r: number) => steps.push(`A${Math.round(x)},${Math.round(y)},${Math.round(r)}`),
    closePath: () => steps.push('close'),
  };
  traceShape(ctx, shape, 50, 50, 40);
  return steps.join(' ');
}

describe('player shapes', () => {
  it('Terraforming Mars: every colour has its own shape, and the panel glyph is that shape', () => {
    const names = PLAYER_COLORS.map((c) => PLAYER_SHAPE_NAME[c]);
    expect(new Set(names).size).toBe(PLAYER_COLORS.length);
    for (const c of PLAYER_COLORS) expect(PLAYER_SHAPE[c]).toBe(SHAPE_GLYPH[PLAYER_SHAPE_NAME[c]]);
    for (const c of PLAYER_COLORS) {
      expect(playerHexFor(c, true)).toBe(COLOUR_BLIND_HEX[c]);
      expect(playerHexFor(c, false)).toBe(PLAYER_HEX[c]);
    }
  });

  it('the Dice Game: each seat colour takes the colour-blind palette and a shape of its own when the setting is on', () => {
    const shapes = DICE_SEAT_COLOURS.map(diceShape);
    expect(shapes).not.toContain(null);
    expect(new Set(shapes).size).toBe(DICE_SEAT_COLOURS.length);
    for (const c of DICE_SEAT_COLOURS) {
      expect(diceHex(c, true)).toBe(COLOUR_BLIND_HEX[c as keyof typeof COLOUR_BLIND_HEX]);
      expect(diceHex(c, false)).not.toBe(COLOUR_BLIND_HEX[c as keyof typeof COLOUR_BLIND_HEX]);
    }
    // red and green: the pair the standard palette loses under deuteranopia
    expect(diceHex('red', true)).not.toBe(diceHex('red'));
  });

  it('TINYforming Mars: white, black and the dummy each have a shape, and their colours differ in lightness alone (greyscale)', () => {
    const cubes = Object.keys(PLAYER_CUBE) as (keyof typeof PLAYER_CUBE)[];
    expect(new Set(cubes.map((c) => PLAYER_CUBE_SHAPE[c])).size).toBe(cubes.length);
    for (let i = 0; i < cubes.length; i++)
      for (let j = i + 1; j < cubes.length; j++) expect(contrast(PLAYER_CUBE[cubes[i]], PLAYER_CUBE[cubes[j]])).toBeGreaterThan(2.5);
  });

  it('the five marker outlines are five different shapes', () => {
    const outlines = PLAYER_SHAPES.map(outline);
    expect(new Set(outlines).size).toBe(PLAYER_SHAPES.length);
    expect(outline('star').match(/[ML]/g)).toHaveLength(10);
    expect(outline('triangle').match(/[ML]/g)).toHaveLength(3);
    expect(outline('circle')).toContain('A50,50');
  });

  it('a dark player colour gets a light edge in the panels, a bright one does not', () => {
    expect(isDark(PLAYER_CUBE.black)).toBe(true);
    expect(isDark(COLOUR_BLIND_HEX.black)).toBe(true);
    expect(isDark(COLOUR_BLIND_HEX.yellow)).toBe(false);
    expect(isDark(PLAYER_CUBE.white)).toBe(false);
  });
});
