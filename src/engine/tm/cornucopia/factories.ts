// The four food factories: their printed sides and what it takes to build one. Sides as read from
// the published tiles (see the project's reference notes); tiles are never rotated. Their names and the
// wording of their requirement are the renderer's (tmCards.factory.<type>.*, src/shared/tm/contentKeys.ts).
import type { FactoryType, Sides } from '../../../shared/tm/cornucopia';

export const FACTORY_COST = 8;

export interface FactoryDef {
  type: FactoryType;
  sides: Sides;
  /** Which board fact allows building it: an own greenery, an own city, or a free ocean for the marker. */
  needs: 'ownGreenery' | 'ownCity' | 'freeOcean';
}

export const FACTORIES: readonly FactoryDef[] = [
  {
    type: 'hibernaculum', needs: 'ownGreenery',
    sides: { top: 'oxygen', right: 'potassium', bottom: 'heat', left: 'nitrogen' },
  },
  {
    type: 'hydroponicum', needs: 'ownCity',
    sides: { top: 'heat', right: 'nitrogen', bottom: 'water', left: 'carbonDioxide' },
  },
  {
    type: 'maritorem', needs: 'freeOcean',
    sides: { top: 'water', right: 'carbonDioxide', bottom: 'light', left: 'phosphorus' },
  },
  {
    type: 'terrarium', needs: 'ownGreenery',
    sides: { top: 'light', right: 'phosphorus', bottom: 'oxygen', left: 'potassium' },
  },
];

export function factoryDef(type: FactoryType): FactoryDef {
  const def = FACTORIES.find((f) => f.type === type);
  if (!def) throw new Error(`unknown food factory "${type}"`);
  return def;
}
