// The bot levels a seat can be given.
import { basicBot } from './basicBot';
import { expertBot } from './expertBot';
import { greedyBot } from './greedyBot';
import { randomBot } from './randomBot';
import { searchBot } from './searchBot';
import type { BotPolicy } from './types';

export const BOTS: Record<string, BotPolicy> = {
  random: randomBot,
  basic: basicBot,
  greedy: greedyBot,
  search: searchBot(),
  expert: expertBot(),
};

export type BotLevel = keyof typeof BOTS;
export { botRandom, type BotPolicy, type BotRandom } from './types';
