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

/** The holder after paying `cost` (matching dice first, then wild tokens), or null if it cannot pay. */
export function afterPaying<T extends Purse>(p: T, cost: Face[]): T | null {
  const dice = [...p.dice];
  let wild = p.wild;
  for (const face of cost) {
    const i = dice.findIndex((d) => d.face === face);
    if (i >= 0) dice.splice(i, 1);
    else if (wild > 0) wild--;
    else return null;
  }
  return { ...p, dice, wild };
}

/** Whether paying `cost` still leaves the held step affordable. */
export function keepsStep(p: Purse, held: Step, cost: Face[]): boolean {
  const after = afterPaying(p, cost);
  return after !== null && affordable(after, costOf(held));
}
