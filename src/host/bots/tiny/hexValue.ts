// How much a hex is worth to a seat for each kind of placement, read from the public map only.
import { neighbours } from '../../../engine/tiny/board';
import type { HexId } from '../../../shared/tiny/basics';
import type { TinyHexView, TinyView } from '../../../shared/tiny/view';

/** The map's geometry is public and fixed, so the bot uses the engine's neighbour table. */
export function neighbourHexes(view: TinyView, hex: HexId): TinyHexView[] {
  return neighbours(hex).map((n) => view.hexes[n - 1]);
}

function citiesAround(view: TinyView, hex: HexId, seat: number): { mine: number; theirs: number } {
  let mine = 0;
  let theirs = 0;
  for (const n of neighbourHexes(view, hex)) {
    if (n.content?.kind !== 'city') continue;
    if (n.content.owner === seat) mine++;
    else theirs++;
  }
  return { mine, theirs };
}

/** Points and income a cube on this hex brings the seat, minus what it brings the others. */
export function cubeValue(view: TinyView, seat: number, hex: HexId, cube: 'greenery' | 'water' | 'heat'): number {
  const { mine, theirs } = citiesAround(view, hex, seat);
  const icon = view.hexes[hex - 1].icon ? 0.5 : 0;
  if (cube === 'heat') return theirs - mine;
  if (cube === 'water') return icon + mine * 1.5 + (mine && !theirs ? 1 : 0) - (theirs && !mine ? 1 : 0);
  return icon + mine - theirs * 0.5 + (mine && !theirs ? 1 : 0);
}

/** A city hex: water around it pays income, vacant land around it can take greeneries. */
export function cityValue(view: TinyView, hex: HexId): number {
  let v = view.hexes[hex - 1].bonus ? 1 : 0;
  for (const n of neighbourHexes(view, hex)) {
    if (n.content?.kind === 'water') v += 1.5;
    else if (n.content?.kind === 'greenery') v += 1;
    else if (n.content?.kind === 'heat') v -= 1;
    else if (!n.content) v += n.water ? 0.7 : 0.5;
  }
  return v;
}
