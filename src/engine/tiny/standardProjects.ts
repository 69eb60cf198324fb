// The five standard projects (one per generation per player), as data in the project vocabulary.
import type { StandardProjectId, TinyTag } from '../../shared/tiny/basics';
import type { Step } from './vocabulary';

export interface StandardProjectData {
  id: StandardProjectId;
  name: string;
  cost: number;
  requires: Partial<Record<TinyTag, number>>;
  steps: Step[];
  text: string;
}

export const STANDARD: StandardProjectData[] = [
  { id: 'sellPatent', name: 'Sell Patent', cost: 0, requires: {}, steps: [{ do: 'takeCredit' }], text: 'Gain 1 credit from the supply.' },
  {
    id: 'foundCity', name: 'Found City', cost: 2, requires: { production: 1, space: 1 },
    steps: [{ do: 'city', tokenIfIsolated: false }], text: 'Place a city, or move one of yours (2 at most, never next to another city).',
  },
  {
    id: 'importWater', name: 'Import Water', cost: 3, requires: { science: 1, space: 1 },
    steps: [{ do: 'place', cube: 'water', where: 'anyWater' }], text: 'Place a water on a vacant water hex.',
  },
  {
    id: 'greenhouses', name: 'Greenhouses', cost: 3, requires: { production: 1, nature: 2 },
    steps: [{ do: 'place', cube: 'greenery', where: 'anyLand' }], text: 'Place a greenery on a vacant land hex.',
  },
  {
    id: 'energyFarms', name: 'Energy Farms', cost: 3, requires: { energy: 1, science: 1 },
    steps: [{ do: 'gainHeat' }], text: 'Gain a heat cube.',
  },
];

export function standardById(id: StandardProjectId): StandardProjectData {
  const sp = STANDARD.find((s) => s.id === id);
  if (!sp) throw new Error(`unknown standard project ${id}`);
  return sp;
}
