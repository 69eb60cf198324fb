// The catalogue keys of what a player reads for each Terraforming Mars bot level (its name and what it does);
// the level ids themselves are what saves and campaigns store (src/shared/botLevelNames.ts).
import type { TmBotLevel } from '../../shared/protocol';

export const TM_BOT_LEVEL_KEYS: Record<TmBotLevel, { label: string; description: string }> = {
  random: { label: 'common.botLevel.random', description: 'common.botLevel.randomHint' },
  basic: { label: 'common.botLevel.basic', description: 'common.botLevel.basicHint' },
  greedy: { label: 'common.botLevel.greedy', description: 'common.botLevel.greedyHint' },
  search: { label: 'common.botLevel.search', description: 'common.botLevel.searchHint' },
  expert: { label: 'common.botLevel.expert', description: 'common.botLevel.expertHint' },
};
