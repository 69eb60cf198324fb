// The 3x3 factory grid: which edges touch, whether they match, where a module may go, which modules
// are connected, and how many module actions the factory gives. Tiles are never rotated.
import type { CardId } from '../../../shared/tm/basics';
import { FACTORY_CELL, GRID_CELLS, type EdgeFit, type Side, type Sides } from '../../../shared/tm/cornucopia';
import type { PlayedCard } from '../state';
import { factoryDef } from './factories';
import type { FactoryState } from './model';
import { baseModuleId, connectedModuleId, moduleSides } from './modules';

export const MAX_MODULE_ACTIONS = 4;
const SIDE = 3;
const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** The cells next to `cell`, with the side of `cell` that faces each. */
export function gridNeighbours(cell: number): { cell: number; side: Side }[] {
  const row = Math.floor(cell / SIDE);
  const col = cell % SIDE;
  const out: { cell: number; side: Side }[] = [];
  if (row > 0) out.push({ cell: cell - SIDE, side: 'top' });
  if (col < SIDE - 1) out.push({ cell: cell + 1, side: 'right' });
  if (row < SIDE - 1) out.push({ cell: cell + SIDE, side: 'bottom' });
  if (col > 0) out.push({ cell: cell - 1, side: 'left' });
  return out;
}

/** Cells beside the factory (each module there gives one module action). */
export const EDGE_CELLS = gridNeighbours(FACTORY_CELL).map((n) => n.cell);

/** The sides of whatever sits in a cell: the factory, a module, or nothing. */
export function sidesAt(factory: FactoryState, cell: number): Sides | null {
  if (cell === FACTORY_CELL) return factoryDef(factory.type).sides;
  const placed = factory.cells[cell];
  return placed ? moduleSides(placed.id) : null;
}

/** For a tile with these sides in `cell`: each side that touches an occupied neighbour, and whether the elements match. */
export function edgesAround(factory: FactoryState, cell: number, sides: Sides): EdgeFit[] {
  return gridNeighbours(cell).flatMap((n) => {
    const other = sidesAt(factory, n.cell);
    return other ? [{ side: n.side, matches: other[OPPOSITE[n.side]] === sides[n.side] }] : [];
  });
}

/** For a tile with these sides in `cell`: how many occupied neighbours it matches, and of how many. */
function matchesAround(factory: FactoryState, cell: number, sides: Sides): { matched: number; touching: number } {
  const edges = edgesAround(factory, cell, sides);
  return { matched: edges.filter((e) => e.matches).length, touching: edges.length };
}

/** Empty cells where the module matches at least one adjacent element. */
export function legalCells(factory: FactoryState, module: CardId): number[] {
  const sides = moduleSides(module);
  const out: number[] = [];
  for (let cell = 0; cell < GRID_CELLS; cell++) {
    if (cell === FACTORY_CELL || factory.cells[cell]) continue;
    if (matchesAround(factory, cell, sides).matched > 0) out.push(cell);
  }
  return out;
}

/** A module is connected when it matches every element it touches (the factory's included). */
export function isConnected(factory: FactoryState, cell: number): boolean {
  const placed = factory.cells[cell];
  if (!placed) return false;
  const { matched, touching } = matchesAround(factory, cell, moduleSides(placed.id));
  return matched === touching;
}

/** Sets every module's id to the face its connection calls for. */
export function refreshConnections(factory: FactoryState): void {
  factory.cells.forEach((placed, cell) => {
    if (!placed) return;
    placed.id = isConnected(factory, cell) ? connectedModuleId(placed.id) : baseModuleId(placed.id);
  });
}

export function placedModules(factory: FactoryState): PlayedCard[] {
  return factory.cells.filter((c): c is PlayedCard => c !== null);
}

/** One module action per module beside the factory, at most 4. */
export function moduleActionsAllowed(factory: FactoryState): number {
  return Math.min(MAX_MODULE_ACTIONS, EDGE_CELLS.filter((cell) => factory.cells[cell]).length);
}

export function emptyFactory(type: FactoryState['type']): FactoryState {
  return { type, cells: Array.from({ length: GRID_CELLS }, () => null), actionsUsed: 0 };
}
