// Names a board area the way a player sees it: what its hex shows (a special tile's name, the placement
// bonus printed on it, or that it is plain) and where it is (row from the top, place from the left).
import type { DiceAreaView } from '../../shared/dice/view';

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th'];

export function areaPositionWords(area: Pick<DiceAreaView, 'row' | 'col'>): string {
  return `row ${area.row + 1}, ${ORDINALS[area.col] ?? `${area.col + 1}th`} from the left`;
}

/** What the area's hex shows: the special tile's name, its bonus, or neither. */
export function areaBonusWords(area: Pick<DiceAreaView, 'special' | 'bonus' | 'kind'>): string {
  if (area.special) return `${area.special} area`;
  const ground = area.kind === 'ocean' ? 'ocean area' : 'land';
  return area.bonus ? `${ground}, bonus: ${area.bonus}` : `${ground}, no bonus`;
}
