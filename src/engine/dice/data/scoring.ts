// Award and solo-scoring numbers from the rulebook; the benchmark rows' wording is our own (`dice.soloRating.<rating>` in the catalogues).
import type { Rarity } from '../../../shared/dice/basics';

export const AWARD_FIRST_VP = 5;
export const AWARD_SECOND_VP = 3;

/**
 * Solo: symbols needed to win an award by the rarity of its face; one fewer scores the runner-up VP. The
 * rulebook gives "6, 8 or 10 ... based on rarity" without the order: the rarer the symbol, the fewer
 * cards show it in their cost, so a rare face needs 6 and a common one 10 (until 2026-11-24 it was the
 * other way round, which made a rare award out of reach: our deck prints 2 to 6 of each rare face).
 */
export const SOLO_AWARD_THRESHOLD: Record<Rarity, number> = { common: 10, uncommon: 8, rare: 6 };

export const SOLO_TURNS = 50;

export const SOLO_BENCHMARK: { from: number; to: number | null; rating: string }[] = [
  { from: 0, to: 59, rating: 'tryAgain' },
  { from: 60, to: 69, rating: 'roomToGrow' },
  { from: 70, to: 79, rating: 'findingYourFeet' },
  { from: 80, to: 84, rating: 'solid' },
  { from: 85, to: 89, rating: 'veryRespectable' },
  { from: 90, to: 94, rating: 'excellent' },
  { from: 95, to: 99, rating: 'outstanding' },
  { from: 100, to: 109, rating: 'triumph' },
  { from: 110, to: null, rating: 'legendary' },
];
