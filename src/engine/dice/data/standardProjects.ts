// The five standard terraforming actions of the rulebook.
import type { StandardProject } from '../../../shared/dice/basics';
import type { Effect } from '../cards/vocabulary';
import type { Face } from '../../../shared/dice/basics';

export const STANDARD_PROJECTS: Record<StandardProject, { name: string; cost: Face[]; effects: Effect[] }> = {
  temperature: { name: 'Raise temperature', cost: ['heat', 'heat', 'heat'], effects: [{ raise: 'temperature' }] },
  ocean: { name: 'Place an ocean', cost: ['water', 'water', 'water'], effects: [{ place: 'ocean' }] },
  greenery: { name: 'Plant a greenery', cost: ['plant', 'plant', 'plant', 'plant'], effects: [{ place: 'greenery' }] },
  city: { name: 'Build a city', cost: ['city', 'city', 'city'], effects: [{ place: 'city' }] },
  victory: { name: 'Buy 2 VP', cost: ['credit', 'credit', 'credit'], effects: [{ vp: 2 }] },
};
