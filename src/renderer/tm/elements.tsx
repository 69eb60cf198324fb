// Cornucopia's eight elements as small coloured icons, each with a symbol and its name on hover, and
// a legend that explains every symbol once, so letters such as K, N and P never stand unexplained.
import type { Element, Side } from '../../shared/tm/cornucopia';
import type { Say } from '../i18n/say';
import { useSay } from '../i18n/useSay';
import { ELEMENTS } from '../../shared/tm/cornucopia';

export const ELEMENT_SYMBOL: Record<Element, string> = {
  carbonDioxide: 'CO₂', heat: '♨', light: '☀', nitrogen: 'N', oxygen: 'O₂', phosphorus: 'P', potassium: 'K', water: '≈',
};
/** Each element's name (catalogue keys). */
export const ELEMENT_NAME: Record<Element, string> = {
  carbonDioxide: 'tmScreen.element.carbonDioxide', heat: 'tmScreen.element.heat', light: 'tmScreen.element.light',
  nitrogen: 'tmScreen.element.nitrogen', oxygen: 'tmScreen.element.oxygen', phosphorus: 'tmScreen.element.phosphorus',
  potassium: 'tmScreen.element.potassium', water: 'tmScreen.element.water',
};

/** A tile edge's tooltip: which side, and which element. */
export function sideTitle(say: Say, side: Side, element: Element): string {
  return say('tmScreen.element.onSide', { side, element: say(ELEMENT_NAME[element]) });
}

export function ElementIcon({ element, title }: { element: Element; title?: string }) {
  const say = useSay();
  return (
    <span className={`el-icon el-${element}`} title={title ?? say(ELEMENT_NAME[element])} data-element={element}>
      {ELEMENT_SYMBOL[element]}
    </span>
  );
}

export function ElementLegend() {
  const say = useSay();
  return (
    <div className="el-legend" data-testid="element-legend">
      {ELEMENTS.map((e) => (
        <span key={e}>
          <ElementIcon element={e} /> {say(ELEMENT_NAME[e])}
        </span>
      ))}
    </div>
  );
}
