// Geometry of the 19-hex map: rows, positions and neighbours, computed once from the row lengths.
import type { HexId } from '../../shared/tiny/basics';

export const ROW_LENGTHS = [3, 4, 5, 4, 3] as const;

export interface HexPlace {
  id: HexId;
  row: number;
  col: number;
  /** Horizontal centre in hex widths, rows being centred on the middle one. */
  x: number;
}

export const HEXES: HexPlace[] = (() => {
  const out: HexPlace[] = [];
  let id = 1;
  ROW_LENGTHS.forEach((len, row) => {
    for (let col = 0; col < len; col++) out.push({ id: id++, row, col, x: col + (5 - len) / 2 });
  });
  return out;
})();

export const HEX_IDS: HexId[] = HEXES.map((h) => h.id);

const NEIGHBOURS: HexId[][] = (() => {
  const out: HexId[][] = [[]];
  for (const a of HEXES) {
    out[a.id] = HEXES.filter((b) => {
      const dRow = Math.abs(a.row - b.row);
      const dx = Math.abs(a.x - b.x);
      return (dRow === 0 && dx === 1) || (dRow === 1 && dx === 0.5);
    }).map((b) => b.id);
  }
  return out;
})();

export function neighbours(hex: HexId): HexId[] {
  return NEIGHBOURS[hex] ?? [];
}

export function areAdjacent(a: HexId, b: HexId): boolean {
  return neighbours(a).includes(b);
}

export function rowOf(hex: HexId): number {
  return HEXES[hex - 1].row;
}

/** The rows the card effects call "centre" (rows 1–2) and "southern" (rows 3–4); an interpretation. */
export const isCentreRow = (hex: HexId) => rowOf(hex) === 1 || rowOf(hex) === 2;
export const isSouthernRow = (hex: HexId) => rowOf(hex) >= 3;
