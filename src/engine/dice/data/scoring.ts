// Award and solo-scoring numbers from the rulebook; the benchmark labels are our own wording.
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

export const SOLO_BENCHMARK: { from: number; to: number | null; label: string }[] = [
  { from: 0, to: 59, label: 'Try again' },
  { from: 60, to: 69, label: 'Room to grow' },
  { from: 70, to: 79, label: 'Finding your feet' },
  { from: 80, to: 84, label: 'Solid' },
  { from: 85, to: 89, label: 'Very respectable' },
  { from: 90, to: 94, label: 'Excellent' },
  { from: 95, to: 99, label: 'Outstanding' },
  { from: 100, to: 109, label: 'Triumph' },
  { from: 110, to: null, label: 'Legendary' },
];
