// The 28 projects, values from the main reference source (see shared/reference, part C). Effect text is
// our own wording. Where another source disagrees the alternative is kept in `note`.
import type { ProjectData } from '../vocabulary';

export const PROJECTS: ProjectData[] = [
  {
    id: 'ice-cap-melting', name: 'Ice Cap Melting', colour: 'water', cost: 3,
    requires: { energy: 2, production: 1 }, parameter: { cube: 'heat', atLeast: 5 },
    steps: [{ do: 'place', cube: 'water', where: 'southernRows' }], tags: ['production', 'nature'],
    text: 'Place a water on any vacant hex of the two southern rows, even a land hex.',
    note: 'Older sources require only 2 energy (no production).',
  },
  {
    id: 'power-grid', name: 'Power Grid', colour: 'heat', cost: 5,
    requires: { energy: 2, production: 1 },
    steps: [{ do: 'gainHeat' }, { do: 'gainCredits', count: 'citiesOnMars' }], tags: ['nature', 'science'],
    text: 'Gain a heat cube and 1 credit for every city on Mars.',
    note: 'Older sources require 1 energy and 1 production.',
  },
  {
    id: 'artificial-lake', name: 'Artificial Lake', colour: 'water', cost: 2,
    requires: { production: 2 }, parameter: { cube: 'heat', atLeast: 4 },
    steps: [{ do: 'place', cube: 'water', where: 'waterNextToCity' }], tags: ['nature', 'nature'],
    text: 'Place a water on a water hex next to any city.',
    note: 'One source gives production, production as its tags.',
  },
  {
    id: 'solar-power', name: 'Solar Power', colour: 'heat', cost: 3, discount: 'ownCitiesOnCentreRows',
    requires: { production: 1, science: 1 },
    steps: [{ do: 'gainHeat' }], tags: ['energy', 'nature'],
    text: 'Gain a heat cube. Costs 1 less for each of your cities on the centre rows.',
    note: 'One source requires production and energy. Ours: only your own cities lower the cost.',
  },
  {
    id: 'water-from-europa', name: 'Water from Europa', colour: 'water', cost: 3, discount: 'spaceTagsBeyondOne',
    requires: { energy: 1, space: 1 },
    steps: [{ do: 'place', cube: 'water', where: 'anyWater' }], tags: ['nature', 'nature'],
    text: 'Place a water. Costs 1 less for each space tag you have beyond the first.',
    note: 'An older source gives production, nature as its tags.',
  },
  {
    id: 'lava-flows', name: 'Lava Flows', colour: 'heat', cost: 2,
    requires: { energy: 2, nature: 1 },
    steps: [{ do: 'place', cube: 'heat', where: 'anyLand' }], tags: ['production', 'science'],
    text: 'Put a heat cube on a vacant land hex of Mars.',
  },
  {
    id: 'ice-asteroid', name: 'Ice Asteroid', colour: 'water', cost: 3,
    requires: { space: 2 },
    steps: [{ do: 'place', cube: 'water', where: 'anyWater' }, { do: 'removeGreeneryNextToLast' }], tags: ['energy', 'production'],
    text: 'Place a water; if it touches any greenery, one of those greeneries goes back to the supply.',
  },
  {
    id: 'fusion-power', name: 'Fusion Power', colour: 'heat', cost: 2,
    requires: { science: 2 },
    steps: [{ do: 'gainHeat' }, { do: 'chooseToken' }], tags: ['production', 'nature'],
    text: 'Gain a heat cube and a resource token of your choice from the supply.',
  },
  {
    id: 'asteroid-mining', name: 'Asteroid Mining', colour: 'other', cost: 1,
    requires: { energy: 1 },
    steps: [{ do: 'gainCredits', count: 'productionAndSpaceTagsOnProjects' }], tags: ['energy', 'nature'],
    text: 'Gain 1 credit for each production and each space tag on your projects.',
    note: 'Older sources: cost 0 and a space requirement.',
  },
  {
    id: 'ghg-factories', name: 'GHG Factories', colour: 'heat', cost: 3, discount: 'productionTagsBeyondTwo',
    requires: { production: 2 },
    steps: [{ do: 'gainHeat' }], tags: ['energy', 'science'],
    text: 'Gain a heat cube. Costs 1 less per production tag beyond two (at least 1).',
  },
  {
    id: 'grass', name: 'Grass', colour: 'greenery', cost: 2,
    requires: { nature: 3 }, parameter: { cube: 'heat', atLeast: 3 },
    steps: [{ do: 'place', cube: 'greenery', where: 'landNextToCity' }], tags: ['energy', 'production'],
    text: 'Place a greenery next to any city.',
  },
  {
    id: 'geothermal-power', name: 'Geothermal Power', colour: 'heat', cost: 3, discount: 'perTwoOwnHeat',
    requires: { production: 2, nature: 1 },
    steps: [{ do: 'gainHeat' }], tags: ['science', 'space'],
    text: 'Gain a heat cube. Costs 1 less for every two heat cubes you hold (at least 1).',
  },
  {
    id: 'windmills', name: 'Windmills', colour: 'heat', cost: 4, discount: 'vacantHexesNextToOwnCities',
    requires: { energy: 2 },
    steps: [{ do: 'gainHeat' }], tags: ['nature', 'nature'],
    text: 'Gain a heat cube. Costs 1 less for each vacant hex next to your cities (at least 1).',
  },
  {
    id: 'research-outpost', name: 'Research Outpost', colour: 'other', cost: 1,
    requires: { production: 1, science: 1 },
    steps: [{ do: 'city', tokenIfIsolated: true }], tags: ['energy', 'space'],
    text: 'Place or move one of your cities; if it lands next to no cube at all, take a resource token of your choice.',
    note: 'An older source: cost 0.',
  },
  {
    id: 'lichen', name: 'Lichen', colour: 'greenery', cost: 2,
    requires: { nature: 2 }, parameter: { cube: 'heat', atLeast: 2 },
    steps: [{ do: 'place', cube: 'greenery', where: 'landAwayFromCities' }], tags: ['production', 'production'],
    text: 'Place a greenery next to no city.',
  },
  {
    id: 'great-dam', name: 'Great Dam', colour: 'heat', cost: 3, discount: 'waterOnMarsBeyondTwo',
    requires: { production: 1, nature: 1 }, parameter: { cube: 'water', atLeast: 2 },
    steps: [{ do: 'gainHeat' }], tags: ['energy', 'science'],
    text: 'Gain a heat cube. Costs 1 less for each water on Mars beyond two.',
  },
  {
    id: 'trees', name: 'Trees', colour: 'greenery', cost: 2,
    requires: { nature: 1, science: 1 }, parameter: { cube: 'heat', atLeast: 5 },
    steps: [{ do: 'place', cube: 'greenery', where: 'landNextToTwoGreeneries' }], tags: ['space', 'space'],
    text: 'Place a greenery next to at least two other greeneries.',
  },
  {
    id: 'nuclear-power', name: 'Nuclear Power', colour: 'heat', cost: 3, discount: 'energyTags',
    requires: { production: 1, science: 1 },
    steps: [{ do: 'gainHeat' }], tags: ['nature', 'space'],
    text: 'Gain a heat cube. Costs 1 less for each energy tag you have (at least 1).',
  },
  {
    id: 'algae', name: 'Algae', colour: 'greenery', cost: 2,
    requires: { energy: 1, nature: 1 }, parameter: { cube: 'water', atLeast: 2 },
    steps: [{ do: 'place', cube: 'greenery', where: 'landNextToWater' }], tags: ['science', 'science'],
    text: 'Place a greenery next to at least one water.',
  },
  {
    id: 'comet', name: 'Comet', colour: 'heat', cost: 3,
    requires: { energy: 1, space: 1 },
    steps: [{ do: 'gainHeat' }, { do: 'mayPlaceWaterWithHeat', heat: 5 }], tags: ['nature', 'nature'],
    text: 'Gain a heat cube; then, holding 5 or more heat cubes, you may also place a water.',
  },
  {
    id: 'moss', name: 'Moss', colour: 'greenery', cost: 4,
    requires: { nature: 2 }, parameter: { cube: 'water', atLeast: 1 },
    steps: [{ do: 'place', cube: 'greenery', where: 'anyLand' }, { do: 'gainCredits', count: 'waterNextToLastHex' }], tags: ['production', 'production'],
    text: 'Place a greenery and gain 1 credit for each water next to it.',
  },
  {
    id: 'aquifer-pumping', name: 'Aquifer Pumping', colour: 'water', cost: 4,
    requires: { energy: 1, nature: 1 },
    steps: [{ do: 'place', cube: 'water', where: 'anyWater' }, { do: 'gainCredits', count: 'twoIfLastWaterAlone' }], tags: ['production', 'space'],
    text: 'Place a water; gain 2 credits if it touches no other water.',
  },
  {
    id: 'bushes', name: 'Bushes', colour: 'greenery', cost: 5, discount: 'greeneriesNextToOwnCities',
    requires: { nature: 1 }, parameter: { cube: 'heat', atLeast: 4 },
    steps: [{ do: 'place', cube: 'greenery', where: 'anyLand' }], tags: ['energy', 'energy'],
    text: 'Place a greenery. Costs 1 less for each greenery next to your cities (at least 1).',
  },
  {
    id: 'methane-from-titan', name: 'Methane from Titan', colour: 'heat', cost: 2,
    requires: { production: 1, space: 1 },
    steps: [{ do: 'gainHeat' }, { do: 'mayBuyExtraHeat', credits: 2, spaceTags: 2 }], tags: ['energy', 'nature'],
    text: 'Gain a heat cube; with a second space tag you may pay 2 more credits for another heat cube.',
  },
  {
    id: 'protected-valley', name: 'Protected Valley', colour: 'greenery', cost: 4,
    requires: { nature: 2 }, parameter: { cube: 'heat', atLeast: 2 },
    steps: [{ do: 'place', cube: 'greenery', where: 'waterHexAsLand' }], tags: ['energy', 'energy'],
    text: 'Place a greenery on a vacant hex reserved for water.',
  },
  {
    id: 'asteroid', name: 'Asteroid', colour: 'heat', cost: 4,
    requires: { energy: 1, space: 1 },
    steps: [{ do: 'gainHeat' }, { do: 'mayRemoveGreenery' }], tags: ['production', 'production'],
    text: 'Gain a heat cube; you may send any one greenery on Mars back to the supply.',
  },
  {
    id: 'insects', name: 'Insects', colour: 'greenery', cost: 2,
    requires: { nature: 1, science: 2 }, parameter: { cube: 'heat', atLeast: 6, lowerBy2PerScienceBeyondOne: true },
    steps: [{ do: 'place', cube: 'greenery', where: 'anyLand' }], tags: ['production', 'space'],
    text: 'Place a greenery. Needs 2 fewer heat in play for each science tag you have beyond the first.',
    note: 'Older sources require 1 nature and 1 science.',
  },
  {
    id: 'subterranean-reservoir', name: 'Subterranean Reservoir', colour: 'water', cost: 3, discount: 'natureTagsBeyondOne',
    requires: { nature: 1, science: 1 },
    steps: [{ do: 'place', cube: 'water', where: 'anyWater' }], tags: ['energy', 'energy'],
    text: 'Place a water. Costs 1 less for each nature tag beyond the first (at least 1).',
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
