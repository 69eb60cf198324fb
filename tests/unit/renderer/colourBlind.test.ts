// The colour-blind palette keeps the five player colours apart under simulated protanopia, deuteranopia and
// tritanopia (Machado et al. 2009, full severity, in linear RGB); each colour also has a shape of its own.
import { describe, expect, it } from 'vitest';
import { COLOUR_BLIND_HEX, PLAYER_HEX, PLAYER_SHAPE } from '../../../src/renderer/colors';

const SIMULATIONS: Record<string, number[][]> = {
  protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
  deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.01182, 0.04294, 0.968881]],
  tritanopia: [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.3039]],
};

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toSrgb = (c: number) => 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

function seen(hex: string, matrix: number[][]): number[] {
  const rgb = [1, 3, 5].map((i) => toLinear(parseInt(hex.slice(i, i + 2), 16) / 255));
  return matrix.map((row) => toSrgb(Math.min(1, Math.max(0, row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]))));
}

function closestPair(palette: Record<string, string>, matrix: number[][]): number {
  const colours = Object.values(palette).map((hex) => seen(hex, matrix));
  let least = Infinity;
  for (let i = 0; i < colours.length; i++)
    for (let j = i + 1; j < colours.length; j++) least = Math.min(least, Math.hypot(...colours[i].map((v, k) => v - colours[j][k])));
  return least;
}

describe('colour-blind palette', () => {
  for (const [name, matrix] of Object.entries(SIMULATIONS)) {
    it(`keeps every pair of player colours apart under ${name}`, () => {
      expect(closestPair(COLOUR_BLIND_HEX, matrix)).toBeGreaterThan(60);
    });
  }

  it('does better than the standard palette where that one fails (red and green under deuteranopia)', () => {
    expect(closestPair(PLAYER_HEX, SIMULATIONS.deuteranopia)).toBeLessThan(closestPair(COLOUR_BLIND_HEX, SIMULATIONS.deuteranopia));
  });

  it('gives each colour its own shape', () => {
    expect(new Set(Object.values(PLAYER_SHAPE)).size).toBe(Object.keys(PLAYER_SHAPE).length);
  });
});
