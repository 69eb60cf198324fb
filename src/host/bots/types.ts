// A bot answers the same prompts as a human, one move at a time.
import type { Seat } from '../../shared/tm/basics';
import type { Move } from '../../shared/tm/prompt';
import type { TmState } from '../../engine/tm';

/** Randomness a bot may use, kept outside the game state so bots never disturb the game's own rng. */
export interface BotRandom {
  next(): number;
}

export type BotPolicy = (state: TmState, seat: Seat, random: BotRandom) => Move;

export function botRandom(seed: number): BotRandom {
  let s = seed >>> 0;
  return {
    next() {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

export function pick<T>(random: BotRandom, items: T[]): T {
  return items[Math.floor(random.next() * items.length)];
}
