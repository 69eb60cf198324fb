// The fuzzer: a uniformly random legal answer to whatever is asked.
import { pick } from '../types';
import type { TinyBot } from './types';

export const randomTinyBot: TinyBot = (_view, legalMoves, rng) => {
  if (legalMoves.length === 0) throw new Error('no legal move to choose from');
  return pick(rng, legalMoves);
};
