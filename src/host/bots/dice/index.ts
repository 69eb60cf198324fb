// The Dice Game bot levels a seat can be given.
import { basicDiceBot } from './basic';
import { randomDiceBot } from './random';
import { soloDiceBot } from './solo';
import type { DiceBot } from './types';

export const DICE_BOTS: Record<'random' | 'basic' | 'solo', DiceBot> = {
  random: randomDiceBot,
  basic: basicDiceBot,
  solo: soloDiceBot,
};

export type { DiceBot } from './types';
