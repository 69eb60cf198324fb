// The three terraforming standard projects as the solo bots reckon with them (the face each takes and how
// many), and paying exact faces the way the engine does: matching dice first, wild tokens for the rest.
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

/** What a player holds to pay with. */
interface Purse {
  dice: Die[];
  wild: number;
}

export const costOf = (t: Step): Face[] => Array(t.count).fill(t.face);

export const affordable = (p: Purse, cost: Face[]): boolean => wildsNeeded(p.dice, cost) <= p.wild;
