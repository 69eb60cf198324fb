// Our own Mars board for the Dice Game (the published layout is not known; labelled ours).
// 37 hex areas in rows of 4-5-6-7-6-5-4; 10 ocean-reserved areas, 3 areas reserved for special tiles,
// 3 areas with a VP placement bonus (used by the solo setup). Side B differs only in placement bonuses.
import type { Effect } from '../cards/vocabulary';

export const BOARD_ORIGIN = 'ours' as const;

const ROW_LENGTHS = [4, 5, 6, 7, 6, 5, 4];

/**
 * Layout codes, one per area in reading order: '.' land, 'o' ocean, 'V' land with a VP bonus,
 * 'L' / 'P' / 'S' land reserved for the special tiles Lava Flows / Natural Preserve / Space Elevator.
 */
const LAYOUT = [
  '. . o V',
  '. L o o .',
  '. . . o . .',
  'V o . o . . P',
  '. . o . . o',
  '. o o S V',
  '. . . .',
];

/** Placement bonuses by area id, for each board side. */
const BONUSES: Record<'A' | 'B', Record<string, Effect[]>> = {
  A: {
    a0: [{ roll: 'grey', n: 1 }], a1: [{ draw: 1 }], a2: [{ roll: 'blue', n: 1 }], a3: [{ vp: 1 }],
    b0: [{ roll: 'green', n: 1 }], b3: [{ draw: 1 }], b4: [{ roll: 'grey', n: 2 }],
    c0: [{ wild: 1 }], c2: [{ roll: 'green', n: 1 }], c5: [{ roll: 'red', n: 1 }],
    d0: [{ vp: 1 }], d2: [{ roll: 'green', n: 2 }], d3: [{ draw: 1 }], d4: [{ roll: 'yellow', n: 1 }],
    e0: [{ roll: 'red', n: 2 }], e2: [{ roll: 'blue', n: 1 }], e4: [{ roll: 'green', n: 1 }], e5: [{ wild: 1 }],
    f1: [{ draw: 2 }], f4: [{ vp: 1 }],
    g0: [{ roll: 'yellow', n: 2 }], g2: [{ roll: 'grey', n: 1 }], g3: [{ roll: 'green', n: 1 }],
  },
  B: {
    a0: [{ wild: 1 }], a3: [{ vp: 1 }], a2: [{ draw: 1 }],
    b0: [{ roll: 'red', n: 1 }], b2: [{ roll: 'blue', n: 2 }], b4: [{ roll: 'yellow', n: 1 }],
    c1: [{ roll: 'green', n: 2 }], c3: [{ wild: 1 }], c4: [{ roll: 'grey', n: 1 }],
    d0: [{ vp: 1 }], d1: [{ roll: 'green', n: 1 }], d5: [{ draw: 1 }],
    e1: [{ roll: 'grey', n: 2 }], e3: [{ roll: 'green', n: 1 }], e5: [{ roll: 'blue', n: 1 }],
    f0: [{ draw: 1 }], f2: [{ wild: 1 }], f4: [{ vp: 1 }],
    g1: [{ roll: 'red', n: 2 }], g3: [{ roll: 'yellow', n: 1 }],
  },
};

export interface Area {
  id: string;
  row: number;
  col: number;
  kind: 'land' | 'ocean';
  /** The special tile this area is reserved for, if any. */
  special?: string;
  /** The solo setup may start on an area whose bonus gives VP. */
  vpBonus: boolean;
}

const SPECIAL_CODES: Record<string, string> = { L: 'Lava Flows', P: 'Natural Preserve', S: 'Space Elevator' };

function buildAreas(): Area[] {
  const areas: Area[] = [];
  LAYOUT.forEach((line, row) => {
    const codes = line.split(' ');
    if (codes.length !== ROW_LENGTHS[row]) throw new Error(`board row ${row} has ${codes.length} areas`);
    codes.forEach((code, col) => {
      areas.push({
        id: `${String.fromCharCode(97 + row)}${col}`,
        row,
        col,
        kind: code === 'o' ? 'ocean' : 'land',
        special: SPECIAL_CODES[code],
        vpBonus: code === 'V',
      });
    });
  });
  return areas;
}

export const AREAS: Area[] = buildAreas();
const BY_ID = new Map(AREAS.map((a) => [a.id, a]));

export function areaById(id: string): Area | undefined {
  return BY_ID.get(id);
}

/** Placement bonus of an area: a VP area gives +1 VP on either side. */
export function areaBonus(side: 'A' | 'B', id: string): Effect[] {
  const area = BY_ID.get(id);
  if (area?.vpBonus) return [{ vp: 1 }];
  return BONUSES[side][id] ?? [];
}

/** Rows are centred, so a half-column offset decides neighbours between rows. */
function centre(area: Area): number {
  return area.col + (7 - ROW_LENGTHS[area.row]) / 2;
}

const NEIGHBOURS = new Map<string, string[]>(
  AREAS.map((a) => [
    a.id,
    AREAS.filter((b) => {
      if (b === a) return false;
      const dh = Math.abs(centre(a) - centre(b));
      return (b.row === a.row && dh === 1) || (Math.abs(b.row - a.row) === 1 && dh === 0.5);
    }).map((b) => b.id),
  ]),
);

export function neighbours(id: string): string[] {
  return NEIGHBOURS.get(id) ?? [];
}
