// The fuzzer: a uniformly random legal answer to whatever is asked.
import { pick } from '../types';
import type { DiceBot } from './types';

export const randomDiceBot: DiceBot = (_view, legalMoves, rng) => {
  if (legalMoves.length === 0) throw new Error('no legal move to choose from');
  return pick(rng, legalMoves);
};
