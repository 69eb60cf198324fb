// The standard projects as the solo bots reckon with them (the three that terraform: the face each takes
// and how many; the two that only score), and paying exact faces the way the engine does: matching dice
// first, wild tokens for the rest.
import { wildsNeeded, type Die, type Face } from '../../../shared/dice/basics';

export type Terraform = 'temperature' | 'ocean' | 'greenery';

export interface Step {
  project: Terraform;
  face: Face;
  count: number;
}

export const TERRAFORMING: Step[] = [
  { project: 'temperature', face: 'heat', count: 3 },
  { project: 'ocean', face: 'water', count: 3 },
  { project: 'greenery', face: 'plant', count: 4 },
];

/** What the standard projects that only score take: a city (2 VP and its neighbours) and 2 VP. */
export const POINTS_COST: Record<'city' | 'victory', Face[]> = { city: ['city', 'city', 'city'], victory: ['credit', 'credit', 'credit'] };

/** What a player holds to pay with. */
interface Purse {
  dice: Die[];
  wild: number;
}

export const costOf = (t: Step): Face[] => Array(t.count).fill(t.face);

export const affordable = (p: Purse, cost: Face[]): boolean => wildsNeeded(p.dice, cost) <= p.wild;
