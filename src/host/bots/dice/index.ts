// The Dice Game bot levels a seat can be given.
import { basicDiceBot } from './basic';
import { randomDiceBot } from './random';
import type { DiceBot } from './types';

export const DICE_BOTS: Record<'random' | 'basic', DiceBot> = {
  random: randomDiceBot,
  basic: basicDiceBot,
};

export type { DiceBot } from './types';
