// How a new game's seed was chosen, shared by the setups of every game system.
import { z } from 'zod';

/**
 * `secret`: the host draws 128 random bits and replaces whatever seed text came with the setup; no seat
 * sees it before the game ends. `typed`: a seed a player chose, to replay or share a deal; whoever knows
 * it knows the deck. Absent: a game from before secret seeds (old saves, fixed test seeds), played with
 * the old 32-bit generator so it replays exactly as it did.
 */
export const seedKindSchema = z.enum(['secret', 'typed']).optional();
export type SeedKind = NonNullable<z.infer<typeof seedKindSchema>>;

/** A seed's text: what a player may type, and wide enough for a secret seed's 32 hex digits. */
export const seedTextSchema = z.string().trim().min(1).max(40);

/**
 * What the host says about an open game's seed: `secret` (the deal is hidden), `typed` (whoever knows the
 * typed seed knows the deck) or `legacy` (a game from before secret seeds: its small seed can be found).
 */
export type SeedSecrecy = 'secret' | 'typed' | 'legacy';
