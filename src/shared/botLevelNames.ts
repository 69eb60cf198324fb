// What a player reads for each Terraforming Mars bot level: named by how it plays, weakest first. The
// level ids (`random`, `basic`, …) are what saves and campaigns store, so they never change.
import type { TmBotLevel } from './protocol';

export const TM_BOT_LEVEL_NAMES: Record<TmBotLevel, { label: string; description: string }> = {
  random: { label: 'Random (test)', description: 'Any legal move at random: for testing, not a real opponent' },
  basic: { label: 'Beginner', description: 'Plays by simple fixed preferences: terraforms, plays its dearest card, claims what it can' },
  greedy: { label: 'Casual', description: 'Takes the move that looks best one step ahead' },
  search: { label: 'Strong', description: 'Plays its best few moves on to the next generation in sampled games before choosing' },
  expert: { label: 'Expert (slower)', description: 'Searches wider and deeper, judging positions by what won its training games (up to about a second a move)' },
};

/** Levels offered for a new seat; Random stays selectable (tests, old saves) but last, below the real opponents. */
export const TM_BOT_LEVELS_BY_STRENGTH: readonly TmBotLevel[] = ['basic', 'greedy', 'search', 'expert', 'random'];
