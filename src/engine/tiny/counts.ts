// Named counts behind "gain 1 credit per …" steps.
import { areAdjacent } from './board';
import { allCities } from './players';
import { waterAround } from './placement';
import type { Activation, TinyState } from './state';
import { projectTags } from './tags';
import type { CountName } from './vocabulary';

type Count = (state: TinyState, activation: Activation) => number;

export const COUNTS: Record<CountName, Count> = {
  citiesOnMars: (s) => allCities(s).length,
  productionAndSpaceTagsOnProjects: (s, a) => {
    const tags = projectTags(s, a.seat);
    return tags.production + tags.space;
  },
  waterNextToLastHex: (s, a) => (a.lastHex === null ? 0 : waterAround(s, a.lastHex)),
  twoIfLastWaterAlone: (s, a) => {
    if (a.lastHex === null) return 0;
    const last = a.lastHex;
    const touching = s.hexes.some((h, id) => h?.kind === 'water' && id !== last && areAdjacent(id, last));
    return touching ? 0 : 2;
  },
};
