// Where things sit on the dice table, in world units (y up, the board lies in the x-z plane).
import type { DiceAreaView } from '../../shared/dice/view';

export const HEX_R = 1;
const W = Math.sqrt(3) * HEX_R;
const H = 1.5 * HEX_R;
const ROW_LENGTHS = [4, 5, 6, 7, 6, 5, 4];

/** Pointy-top hexes in centred rows; the middle row is on x = 0. */
export function areaPosition(area: Pick<DiceAreaView, 'row' | 'col'>): [number, number] {
  const len = ROW_LENGTHS[area.row] ?? 7;
  const x = (area.col + (7 - len) / 2 - 3) * W;
  const z = (area.row - 3) * H;
  return [x, z];
}

export const BOARD_TOP = 0.2;
/** The tray where rolled dice land, behind the board (the front edge is under the hand overlay). */
export const TRAY_Z = -6.6;
export const TRACK_X = { temperature: -7.4, oxygen: 7.4 };
