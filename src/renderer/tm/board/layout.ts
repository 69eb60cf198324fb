// Where each Tharsis space sits in the 3D scene: pointy-top hexes in rows of 5,6,7,8,9,8,7,6,5.
import type { SpaceView } from '../../../shared/tm/view';

/** Distance from a hex centre to a corner. */
export const HEX_RADIUS = 1;
export const HEX_W = Math.sqrt(3) * HEX_RADIUS;
export const ROW_H = 1.5 * HEX_RADIUS;
export const ROW_LENGTHS = [5, 6, 7, 8, 9, 8, 7, 6, 5];
/** Height of a space's top surface. */
export const SPACE_TOP = 0.005;

/** x/z of a space centre; off-map spaces go to the left of the map, stacked downward. */
export function spacePosition(space: Pick<SpaceView, 'row' | 'col' | 'type'>): [number, number] {
  if (space.type === 'offmap' || space.row < 0) {
    // top corners of the map, outside the hex field
    const right = space.col % 2 === 1;
    return [right ? 6.7 : -6.7, -6.0 + Math.floor(space.col / 2) * 2.1];
  }
  const len = ROW_LENGTHS[space.row] ?? 9;
  const x = (space.col + (9 - len) / 2 - 4) * HEX_W;
  const z = (space.row - 4) * ROW_H;
  return [x, z];
}

/** The six corners of a pointy-top hex in the x/z plane (first corner points toward -z, the top of the map). */
export function hexCorners(radius = HEX_RADIUS): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 3) * i;
    out.push([radius * Math.sin(a), -radius * Math.cos(a)]);
  }
  return out;
}

/** Board extent in scene units, including the parameter gauges at the sides and the ocean track below the map. */
export const BOARD_EXTENT = { width: 23, depth: 17.2 };
