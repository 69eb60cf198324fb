// Names a board area the way a player sees it: what its hex shows (a special tile's name, the placement
// bonus printed on it, or that it is plain) and where it is (row from the top, place from the left).
import { msg, type Message } from '../../shared/message';
import { areaPlace, specialTileName } from '../../shared/dice/words';
import type { DiceAreaView } from '../../shared/dice/view';

export function areaPositionWords(area: Pick<DiceAreaView, 'row' | 'col'>): Message {
  return areaPlace(area.row, area.col);
}

/** What the area's hex shows: the special tile's name, its bonus, or neither. */
export function areaBonusWords(area: Pick<DiceAreaView, 'special' | 'bonus' | 'kind'>): Message {
  if (area.special) return msg('dice.areaWords.special', { special: specialTileName(area.special) });
  const key = area.kind === 'ocean' ? 'dice.areaWords.ocean' : 'dice.areaWords.land';
  return msg(key, { bonus: area.bonus.length > 0 ? area.bonus : 'none' });
}
