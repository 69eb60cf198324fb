// Cornucopia's eight elements as small coloured icons, each with a symbol and its name on hover, and
// a legend that explains every symbol once, so letters such as K, N and P never stand unexplained.
import type { Element } from '../../shared/tm/cornucopia';
import { ELEMENTS } from '../../shared/tm/cornucopia';

export const ELEMENT_SYMBOL: Record<Element, string> = {
  carbonDioxide: 'CO₂', heat: '♨', light: '☀', nitrogen: 'N', oxygen: 'O₂', phosphorus: 'P', potassium: 'K', water: '≈',
};
export const ELEMENT_NAME: Record<Element, string> = {
  carbonDioxide: 'Carbon dioxide', heat: 'Heat', light: 'Light', nitrogen: 'Nitrogen', oxygen: 'Oxygen', phosphorus: 'Phosphorus', potassium: 'Potassium', water: 'Water',
};

export function ElementIcon({ element, title }: { element: Element; title?: string }) {
  return (
    <span className={`el-icon el-${element}`} title={title ?? ELEMENT_NAME[element]} data-element={element}>
      {ELEMENT_SYMBOL[element]}
    </span>
  );
}

export function ElementLegend() {
  return (
    <div className="el-legend" data-testid="element-legend">
      {ELEMENTS.map((e) => (
        <span key={e}>
          <ElementIcon element={e} /> {ELEMENT_NAME[e]}
        </span>
      ))}
    </div>
  );
}
