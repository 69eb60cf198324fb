// The TINYforming Mars bot levels a seat can be given.
import { basicTinyBot } from './basic';
import { randomTinyBot } from './random';
import type { TinyBot } from './types';

export const TINY_BOTS: Record<'random' | 'basic', TinyBot> = {
  random: randomTinyBot,
  basic: basicTinyBot,
};

export type { TinyBot } from './types';
