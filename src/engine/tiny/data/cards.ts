// The 7 physical project cards: each has two faces, each face two ends (one project per end).
// Grouping from the reference's older source, the only one that records the physical cards.

export interface CardFace {
  ends: [string, string];
}

export interface PhysicalCard {
  id: number;
  faces: { A: CardFace; B: CardFace };
}

export type FaceName = 'A' | 'B';

export const CARDS: PhysicalCard[] = [
  { id: 1, faces: { A: { ends: ['research-outpost', 'windmills'] }, B: { ends: ['subterranean-reservoir', 'insects'] } } },
  { id: 2, faces: { A: { ends: ['grass', 'geothermal-power'] }, B: { ends: ['aquifer-pumping', 'moss'] } } },
  { id: 3, faces: { A: { ends: ['asteroid-mining', 'ghg-factories'] }, B: { ends: ['methane-from-titan', 'bushes'] } } },
  { id: 4, faces: { A: { ends: ['ice-asteroid', 'fusion-power'] }, B: { ends: ['asteroid', 'protected-valley'] } } },
  { id: 5, faces: { A: { ends: ['water-from-europa', 'lava-flows'] }, B: { ends: ['great-dam', 'lichen'] } } },
  { id: 6, faces: { A: { ends: ['artificial-lake', 'solar-power'] }, B: { ends: ['nuclear-power', 'trees'] } } },
  { id: 7, faces: { A: { ends: ['ice-cap-melting', 'power-grid'] }, B: { ends: ['comet', 'algae'] } } },
];

export function faceEnds(card: number, face: FaceName): [string, string] {
  const c = CARDS.find((x) => x.id === card);
  if (!c) throw new Error(`unknown card ${card}`);
  return c.faces[face].ends;
}

export const otherFace = (face: FaceName): FaceName => (face === 'A' ? 'B' : 'A');
