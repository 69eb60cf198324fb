// Where each of the 19 hexes sits in the scene: pointy-top hexes in rows of 3, 4, 5, 4, 3, centred.
import { HEX_W, ROW_H } from '../tm/board/layout';

const ROW_LENGTHS = [3, 4, 5, 4, 3];

/** x/z of a hex centre, the middle hex (row 2, col 2) at the origin. */
export function tinyHexPosition(row: number, col: number): [number, number] {
  const len = ROW_LENGTHS[row] ?? 5;
  return [(col + (5 - len) / 2 - 2) * HEX_W, (row - 2) * ROW_H];
}
