// Seeded randomness kept in the game state as one 32-bit number, so a game is reproducible from its seed.

/** Turns any seed text into a 32-bit starting state (FNV-1a). */
export function seedFromText(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
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
  rng: number;
}

/** A uniform integer in [0, n), advancing the holder's rng. */
export function randomInt(holder: HasRng, n: number): number {
  const [next, value] = nextRandom(holder.rng);
  holder.rng = next;
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
