// Wording shared by the engine's log and the screen: counts with the right plural, "a"/"an", and spaces named by
// their printed name or their bonus (never a coordinate).
import type { Resource } from './basics';
import type { SpaceView } from './view';

/** A stock resource as its amounts are written ("3 M€", "+1 energy production"). */
export const RESOURCE_WORDS: Record<Resource, string> = {
  megacredits: 'M€', steel: 'steel', titanium: 'titanium', plants: 'plants', energy: 'energy', heat: 'heat',
};

export { countOf, withArticle } from '../words';
import { withArticle } from '../words';

const BONUS_WORDS: Record<string, [string, string]> = {
  steel: ['steel', 'steel'],
  titanium: ['titanium', 'titanium'],
  plants: ['plant', 'plants'],
  cards: ['card', 'cards'],
  heat: ['heat', 'heat'],
};

/** What a space's placement bonus gives, e.g. "2 plants and 1 card", or '' when it gives nothing. */
export function bonusWords(bonus: SpaceView['bonus']): string {
  const parts = Object.entries(bonus)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([kind, n]) => {
      const [one, many] = BONUS_WORDS[kind] ?? [kind, kind];
      return `${n} ${n === 1 ? one : many}`;
    });
  return parts.join(' and ');
}

/** A space as a player reads it: its printed name, else its bonus ("the 2-plant ocean space"), else its kind. */
export function spaceWords(space: Pick<SpaceView, 'type' | 'bonus' | 'name'>): string {
  if (space.name) return space.name;
  const kind = space.type === 'ocean' ? 'ocean space' : space.type === 'land' ? 'land space' : 'space';
  const bonus = bonusWords(space.bonus);
  return bonus ? `${withArticle(kind)} with ${bonus}` : `an empty ${kind}`;
}
