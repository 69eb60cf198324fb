// The four food factories: their printed sides and what it takes to build one. Sides as read from
// the published tiles (see the project's reference notes); tiles are never rotated.
import type { FactoryType, Sides } from '../../../shared/tm/cornucopia';

export const FACTORY_COST = 8;

export interface FactoryDef {
  type: FactoryType;
  name: string;
  sides: Sides;
  /** Which board fact allows building it: an own greenery, an own city, or a free ocean for the marker. */
  needs: 'ownGreenery' | 'ownCity' | 'freeOcean';
  requirement: string;
}

export const FACTORIES: readonly FactoryDef[] = [
  {
    type: 'hibernaculum', name: 'Hibernaculum', needs: 'ownGreenery', requirement: 'You own a greenery tile.',
    sides: { top: 'oxygen', right: 'potassium', bottom: 'heat', left: 'nitrogen' },
  },
  {
    type: 'hydroponicum', name: 'Hydroponicum', needs: 'ownCity', requirement: 'You own a city tile.',
    sides: { top: 'heat', right: 'nitrogen', bottom: 'water', left: 'carbonDioxide' },
  },
  {
    type: 'maritorem', name: 'Maritorem', needs: 'freeOcean',
    requirement: 'An ocean without a factory marker exists; your marker goes on it and it counts as your tile.',
    sides: { top: 'water', right: 'carbonDioxide', bottom: 'light', left: 'phosphorus' },
  },
  {
    type: 'terrarium', name: 'Terrarium', needs: 'ownGreenery', requirement: 'You own a greenery tile.',
    sides: { top: 'light', right: 'phosphorus', bottom: 'oxygen', left: 'potassium' },
  },
];

export function factoryDef(type: FactoryType): FactoryDef {
  const def = FACTORIES.find((f) => f.type === type);
  if (!def) throw new Error(`unknown food factory "${type}"`);
  return def;
}
