// The 28 projects, values from the main reference source (see shared/reference, part C). Names and effect
// texts are in the renderer's `tiny` catalogues (tiny.project.<id>.name|text), in our own wording. Where another source disagrees the alternative is kept in `note`.
import type { ProjectData } from '../vocabulary';

export const PROJECTS: ProjectData[] = [
  {
    id: 'ice-cap-melting', colour: 'water', cost: 3,
    requires: { energy: 2, production: 1 }, parameter: { cube: 'heat', atLeast: 5 },
    steps: [{ do: 'place', cube: 'water', where: 'southernRows' }], tags: ['production', 'nature'],
    note: 'Older sources require only 2 energy (no production).',
  },
  {
    id: 'power-grid', colour: 'heat', cost: 5,
    requires: { energy: 2, production: 1 },
    steps: [{ do: 'gainHeat' }, { do: 'gainCredits', count: 'citiesOnMars' }], tags: ['nature', 'science'],
    note: 'Older sources require 1 energy and 1 production.',
  },
  {
    id: 'artificial-lake', colour: 'water', cost: 2,
    requires: { production: 2 }, parameter: { cube: 'heat', atLeast: 4 },
    steps: [{ do: 'place', cube: 'water', where: 'waterNextToCity' }], tags: ['nature', 'nature'],
    note: 'One source gives production, production as its tags.',
  },
  {
    id: 'solar-power', colour: 'heat', cost: 3, discount: 'ownCitiesOnCentreRows',
    requires: { production: 1, science: 1 },
    steps: [{ do: 'gainHeat' }], tags: ['energy', 'nature'],
    note: 'One source requires production and energy. Ours: only your own cities lower the cost.',
  },
  {
    id: 'water-from-europa', colour: 'water', cost: 3, discount: 'spaceTagsBeyondOne',
    requires: { energy: 1, space: 1 },
    steps: [{ do: 'place', cube: 'water', where: 'anyWater' }], tags: ['nature', 'nature'],
    note: 'An older source gives production, nature as its tags.',
  },
  {
    id: 'lava-flows', colour: 'heat', cost: 2,
    requires: { energy: 2, nature: 1 },
    steps: [{ do: 'place', cube: 'heat', where: 'anyLand' }], tags: ['production', 'science'],
  },
  {
    id: 'ice-asteroid', colour: 'water', cost: 3,
    requires: { space: 2 },
    steps: [{ do: 'place', cube: 'water', where: 'anyWater' }, { do: 'removeGreeneryNextToLast' }], tags: ['energy', 'production'],
  },
  {
    id: 'fusion-power', colour: 'heat', cost: 2,
    requires: { science: 2 },
    steps: [{ do: 'gainHeat' }, { do: 'chooseToken' }], tags: ['production', 'nature'],
  },
  {
    id: 'asteroid-mining', colour: 'other', cost: 1,
    requires: { energy: 1 },
    steps: [{ do: 'gainCredits', count: 'productionAndSpaceTagsOnProjects' }], tags: ['energy', 'nature'],
    note: 'Older sources: cost 0 and a space requirement.',
  },
  {
    id: 'ghg-factories', colour: 'heat', cost: 3, discount: 'productionTagsBeyondTwo',
    requires: { production: 2 },
    steps: [{ do: 'gainHeat' }], tags: ['energy', 'science'],
  },
  {
    id: 'grass', colour: 'greenery', cost: 2,
    requires: { nature: 3 }, parameter: { cube: 'heat', atLeast: 3 },
    steps: [{ do: 'place', cube: 'greenery', where: 'landNextToCity' }], tags: ['energy', 'production'],
  },
  {
    id: 'geothermal-power', colour: 'heat', cost: 3, discount: 'perTwoOwnHeat',
    requires: { production: 2, nature: 1 },
    steps: [{ do: 'gainHeat' }], tags: ['science', 'space'],
  },
  {
    id: 'windmills', colour: 'heat', cost: 4, discount: 'vacantHexesNextToOwnCities',
    requires: { energy: 2 },
    steps: [{ do: 'gainHeat' }], tags: ['nature', 'nature'],
  },
  {
    id: 'research-outpost', colour: 'other', cost: 1,
    requires: { production: 1, science: 1 },
    steps: [{ do: 'city', tokenIfIsolated: true }], tags: ['energy', 'space'],
    note: 'An older source: cost 0.',
  },
  {
    id: 'lichen', colour: 'greenery', cost: 2,
    requires: { nature: 2 }, parameter: { cube: 'heat', atLeast: 2 },
    steps: [{ do: 'place', cube: 'greenery', where: 'landAwayFromCities' }], tags: ['production', 'production'],
  },
  {
    id: 'great-dam', colour: 'heat', cost: 3, discount: 'waterOnMarsBeyondTwo',
    requires: { production: 1, nature: 1 }, parameter: { cube: 'water', atLeast: 2 },
    steps: [{ do: 'gainHeat' }], tags: ['energy', 'science'],
  },
  {
    id: 'trees', colour: 'greenery', cost: 2,
    requires: { nature: 1, science: 1 }, parameter: { cube: 'heat', atLeast: 5 },
    steps: [{ do: 'place', cube: 'greenery', where: 'landNextToTwoGreeneries' }], tags: ['space', 'space'],
  },
  {
    id: 'nuclear-power', colour: 'heat', cost: 3, discount: 'energyTags',
    requires: { production: 1, science: 1 },
    steps: [{ do: 'gainHeat' }], tags: ['nature', 'space'],
  },
  {
    id: 'algae', colour: 'greenery', cost: 2,
    requires: { energy: 1, nature: 1 }, parameter: { cube: 'water', atLeast: 2 },
    steps: [{ do: 'place', cube: 'greenery', where: 'landNextToWater' }], tags: ['science', 'science'],
  },
  {
    id: 'comet', colour: 'heat', cost: 3,
    requires: { energy: 1, space: 1 },
    steps: [{ do: 'gainHeat' }, { do: 'mayPlaceWaterWithHeat', heat: 5 }], tags: ['nature', 'nature'],
  },
  {
    id: 'moss', colour: 'greenery', cost: 4,
    requires: { nature: 2 }, parameter: { cube: 'water', atLeast: 1 },
    steps: [{ do: 'place', cube: 'greenery', where: 'anyLand' }, { do: 'gainCredits', count: 'waterNextToLastHex' }], tags: ['production', 'production'],
  },
  {
    id: 'aquifer-pumping', colour: 'water', cost: 4,
    requires: { energy: 1, nature: 1 },
    steps: [{ do: 'place', cube: 'water', where: 'anyWater' }, { do: 'gainCredits', count: 'twoIfLastWaterAlone' }], tags: ['production', 'space'],
  },
  {
    id: 'bushes', colour: 'greenery', cost: 5, discount: 'greeneriesNextToOwnCities',
    requires: { nature: 1 }, parameter: { cube: 'heat', atLeast: 4 },
    steps: [{ do: 'place', cube: 'greenery', where: 'anyLand' }], tags: ['energy', 'energy'],
  },
  {
    id: 'methane-from-titan', colour: 'heat', cost: 2,
    requires: { production: 1, space: 1 },
    steps: [{ do: 'gainHeat' }, { do: 'mayBuyExtraHeat', credits: 2, spaceTags: 2 }], tags: ['energy', 'nature'],
  },
  {
    id: 'protected-valley', colour: 'greenery', cost: 4,
    requires: { nature: 2 }, parameter: { cube: 'heat', atLeast: 2 },
    steps: [{ do: 'place', cube: 'greenery', where: 'waterHexAsLand' }], tags: ['energy', 'energy'],
  },
  {
    id: 'asteroid', colour: 'heat', cost: 4,
    requires: { energy: 1, space: 1 },
    steps: [{ do: 'gainHeat' }, { do: 'mayRemoveGreenery' }], tags: ['production', 'production'],
  },
  {
    id: 'insects', colour: 'greenery', cost: 2,
    requires: { nature: 1, science: 2 }, parameter: { cube: 'heat', atLeast: 6, lowerBy2PerScienceBeyondOne: true },
    steps: [{ do: 'place', cube: 'greenery', where: 'anyLand' }], tags: ['production', 'space'],
    note: 'Older sources require 1 nature and 1 science.',
  },
  {
    id: 'subterranean-reservoir', colour: 'water', cost: 3, discount: 'natureTagsBeyondOne',
    requires: { nature: 1, science: 1 },
    steps: [{ do: 'place', cube: 'water', where: 'anyWater' }], tags: ['energy', 'energy'],
  },
];

const BY_ID = new Map(PROJECTS.map((p) => [p.id, p]));

export function projectById(id: string): ProjectData {
  const p = BY_ID.get(id);
  if (!p) throw new Error(`unknown project ${id}`);
  return p;
}

export function isProjectId(id: string): boolean {
  return BY_ID.has(id);
}
