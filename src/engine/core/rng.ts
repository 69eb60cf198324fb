// Seeded randomness kept in the game state, so a game is reproducible from its seed and moves.
// Two generators live here. Games set up with a seed kind (secret or typed) use sfc32, whose 128-bit
// state cannot be searched by a player who sees a few cards. Games without one (saves made before seeds
// were secret, and the fixed seeds of tests and bot simulations) keep the old 32-bit mulberry32, so they
// replay exactly as before. The engine never draws a seed itself: the host hands it in.

/** The old generator's whole state. */
export type LegacyRngState = number;
/** sfc32's state: four 32-bit words (a, b, c, counter). */
export type StrongRngState = [number, number, number, number];
export type RngState = LegacyRngState | StrongRngState;

/**
 * How a game's seed was chosen. `secret`: 128 random bits drawn by the host; `typed`: text a player chose
 * (to replay or share a deal). Absent: the old 32-bit generator.
 */
export type SeedKind = 'secret' | 'typed';

/** Turns any seed text into a 32-bit starting state (FNV-1a), for the old generator. */
export function seedFromText(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** 32 hex digits: a secret seed as the host draws it, read as its four words unchanged. */
const HEX_128 = /^[0-9a-f]{32}$/;

/** The starting state for a game's seed: the strong generator whenever the setup names a seed kind. */
export function startingRng(seed: string, kind: SeedKind | undefined): RngState {
  if (kind === undefined) return seedFromText(seed);
  const words = HEX_128.test(seed) ? hexWords(seed) : hashText128(seed);
  const state: StrongRngState = [words[0], words[1], words[2], words[3]];
  // sfc32's authors advise a few idle rounds so that similar seeds diverge before the first draw.
  for (let i = 0; i < 15; i++) sfc32(state);
  return state;
}

function hexWords(hex: string): number[] {
  return [0, 8, 16, 24].map((at) => parseInt(hex.slice(at, at + 8), 16) >>> 0);
}

/** Spreads typed text over 128 bits: four differently keyed multiply–xor lanes, then cross-mixed. */
function hashText128(text: string): number[] {
  let h1 = 0x1b873593;
  let h2 = 0xcc9e2d51;
  let h3 = 0x85ebca6b;
  let h4 = 0xc2b2ae35;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h3 = Math.imul(h3 ^ c, 0x27d4eb2d);
    h4 = Math.imul(h4 ^ c, 0x165667b1);
  }
  for (let round = 0; round < 4; round++) {
    h1 = Math.imul(h1 ^ (h2 >>> 15), 0x85ebca6b) ^ h4;
    h2 = Math.imul(h2 ^ (h3 >>> 13), 0xc2b2ae35) ^ h1;
    h3 = Math.imul(h3 ^ (h4 >>> 16), 0x9e3779b1) ^ h2;
    h4 = Math.imul(h4 ^ (h1 >>> 17), 0x7feb352d) ^ h3;
  }
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** One sfc32 step on the state in place; returns a 32-bit output. */
function sfc32(s: StrongRngState): number {
  const [a, b, c, counter] = s;
  const t = (((a + b) | 0) + counter) | 0;
  s[3] = (counter + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  s[2] = (((c << 21) | (c >>> 11)) + t) | 0;
  return t >>> 0;
}

/** One mulberry32 step: returns the next state and a float in [0, 1). */
export function nextRandom(state: number): [number, number] {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return [next, value];
}

/** Anything that carries its own rng state. */
export interface HasRng {
  rng: RngState;
}

/** A uniform integer in [0, n), advancing the holder's rng. */
export function randomInt(holder: HasRng, n: number): number {
  if (typeof holder.rng === 'number') {
    const [next, value] = nextRandom(holder.rng);
    holder.rng = next;
    return Math.floor(value * n);
  }
  // A fresh array, so a state copied shallowly from this one never moves with it.
  const state: StrongRngState = [...holder.rng];
  const value = sfc32(state) / 4294967296;
  holder.rng = state;
  return Math.floor(value * n);
}

/** Shuffles in place (Fisher–Yates) with the holder's rng. */
export function shuffleInPlace<T>(holder: HasRng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(holder, i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
