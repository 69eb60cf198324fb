// Secret seeds: drawn here, in the host, from the operating system's cryptographic source. The engine
// stays pure and only ever receives the seed inside the setup.
import { createHash, randomBytes } from 'node:crypto';
import type { SeedSecrecy } from '../shared/seed';

/** 128 bits, as 32 hex digits (the engine reads them as its generator's four words). */
export function drawSecretSeed(): string {
  return randomBytes(16).toString('hex');
}

/**
 * A new game's setup with its seed filled in when the setup asks for a secret one. Whatever seed text came
 * with such a setup is replaced: a client never chooses (or learns) a secret seed.
 */
export function withHostDrawnSeed(rawSetup: unknown): unknown {
  if (rawSetup === null || typeof rawSetup !== 'object' || Array.isArray(rawSetup)) return rawSetup;
  if ((rawSetup as { seedKind?: unknown }).seedKind !== 'secret') return rawSetup;
  return { ...rawSetup, seed: drawSecretSeed() };
}

/** How guessable a game's deal is, from its setup: only a host-drawn secret keeps it hidden. */
export function seedSecrecyOf(setup: unknown): SeedSecrecy {
  const kind = (setup as { seedKind?: unknown } | null)?.seedKind;
  return kind === 'secret' || kind === 'typed' ? kind : 'legacy';
}

/**
 * A bot's 32-bit seed for one decision, from the game's seed and the position: a one-way hash, so the
 * bots' choices (which everyone sees) reveal nothing about the seed, and only someone who already knows
 * the seed can predict them.
 */
export function botSeedFor(setup: unknown, moveCount: number, seat: number): number {
  const seed = String((setup as { seed?: unknown } | null)?.seed ?? '');
  return createHash('sha256').update(`bot|${seed}|${moveCount}|${seat}`).digest().readUInt32LE(0);
}
