// The engine's two generators: the old 32-bit one, kept bit for bit for old saves and fixed test seeds,
// and sfc32 with 128 bits of state for games set up with a secret or typed seed.
import { describe, expect, it } from 'vitest';
import { randomInt, shuffleInPlace, startingRng, type HasRng } from '../../../src/engine/core/rng';

const draws = (holder: HasRng, count: number, n: number) => Array.from({ length: count }, () => randomInt(holder, n));

describe('rng', () => {
  it('keeps the old generator for setups without a seed kind, draw for draw (values recorded from the old code)', () => {
    const holder: HasRng = { rng: startingRng('abc', undefined) };
    expect(holder.rng).toBe(440920331);
    expect(draws(holder, 3, 1e9)).toEqual([516641998, 659622129, 1879659]);
  });

  it('gives secret and typed seeds a 128-bit state, reading a secret seed as its own four words', () => {
    const secret = startingRng('0123456789abcdef0123456789abcdef', 'secret');
    const typed = startingRng('olympus-00001', 'typed');
    for (const state of [secret, typed]) {
      expect(Array.isArray(state) && state.length === 4 && state.every((w) => Number.isInteger(w))).toBe(true);
    }
    // One bit of difference in the seed changes every later draw.
    const a: HasRng = { rng: startingRng('0123456789abcdef0123456789abcdef', 'secret') };
    const b: HasRng = { rng: startingRng('0123456789abcdef0123456789abcdee', 'secret') };
    expect(draws(a, 8, 1e9).filter((x, i) => x === draws({ rng: b.rng }, 8, 1e9)[i])).toEqual([]);
  });

  it('is deterministic: the same seed gives the same shuffles, and a copied holder moves on its own', () => {
    const deck = () => Array.from({ length: 50 }, (_, i) => i);
    const first = shuffleInPlace({ rng: startingRng('replay me', 'typed') }, deck());
    const second = shuffleInPlace({ rng: startingRng('replay me', 'typed') }, deck());
    expect(first).toEqual(second);
    expect(first).not.toEqual(deck());
    const original: HasRng = { rng: startingRng('copy', 'typed') };
    const copy = { ...original };
    randomInt(copy, 10);
    expect(draws(original, 5, 1e9)).toEqual(draws({ rng: startingRng('copy', 'typed') }, 5, 1e9));
  });

  it('draws evenly (chi-square over 100,000 draws of 0-9 well under the 0.1% critical value)', () => {
    const holder: HasRng = { rng: startingRng('fedcba9876543210fedcba9876543210', 'secret') };
    const counts = new Array<number>(10).fill(0);
    for (const x of draws(holder, 100_000, 10)) counts[x]++;
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(27.88); // 9 degrees of freedom, p = 0.001
  });
});
