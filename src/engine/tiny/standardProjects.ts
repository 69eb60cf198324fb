// The five standard projects (one per generation per player), as data in the project vocabulary. Their
// names and texts are catalogue keys (tiny.standard.<id>.name|text).
import type { StandardProjectId, TinyTag } from '../../shared/tiny/basics';
import type { Step } from './vocabulary';

export interface StandardProjectData {
  id: StandardProjectId;
  cost: number;
  requires: Partial<Record<TinyTag, number>>;
  steps: Step[];
}

export const STANDARD: StandardProjectData[] = [
  { id: 'sellPatent', cost: 0, requires: {}, steps: [{ do: 'takeCredit' }] },
  {
    id: 'foundCity', cost: 2, requires: { production: 1, space: 1 },
    steps: [{ do: 'city', tokenIfIsolated: false }],
  },
  {
    id: 'importWater', cost: 3, requires: { science: 1, space: 1 },
    steps: [{ do: 'place', cube: 'water', where: 'anyWater' }],
  },
  {
    id: 'greenhouses', cost: 3, requires: { production: 1, nature: 2 },
    steps: [{ do: 'place', cube: 'greenery', where: 'anyLand' }],
  },
  {
    id: 'energyFarms', cost: 3, requires: { energy: 1, science: 1 },
    steps: [{ do: 'gainHeat' }],
  },
];

export function standardById(id: StandardProjectId): StandardProjectData {
  const sp = STANDARD.find((s) => s.id === id);
  if (!sp) throw new Error(`unknown standard project ${id}`);
  return sp;
}
