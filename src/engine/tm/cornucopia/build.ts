// Building a food factory and buying production modules: who may, what is offered, and placing them.
import { factoryName } from '../../../shared/tm/messages';
import { cardName } from '../../../shared/tm/contentKeys';
import { msg } from '../../../shared/message';
import type { CardId, Seat, SpaceId } from '../../../shared/tm/basics';
import type { FactoryType } from '../../../shared/tm/cornucopia';
import { isCityTile } from '../board';
import { setTile } from '../draft';
import { ask, bump, log } from '../queue';
import type { TmState } from '../state';
import { FACTORIES } from './factories';
import { edgesAround, emptyFactory, legalCells, placedModules, refreshConnections } from './grid';
import { moduleInfo, moduleSides } from './modules';

export const MAX_MODULES = 8;

/** Oceans on the board without a factory marker (an ocean tile has no owner until a Maritorem claims it). */
export function freeOceans(state: TmState): SpaceId[] {
  return Object.entries(state.tiles).filter(([, t]) => t.kind === 'ocean' && t.owner === null).map(([id]) => id);
}

function meetsNeed(state: TmState, seat: Seat, need: (typeof FACTORIES)[number]['needs']): boolean {
  const tiles = Object.values(state.tiles);
  switch (need) {
    case 'ownGreenery': return tiles.some((t) => t.kind === 'greenery' && t.owner === seat);
    case 'ownCity': return tiles.some((t) => isCityTile(t) && t.owner === seat);
    case 'freeOcean': return freeOceans(state).length > 0;
  }
}

/** Factory types the seat may build now (none once it owns one). */
export function factoryOptions(state: TmState, seat: Seat): FactoryType[] {
  if (!state.cornucopia || state.players[seat].factory) return [];
  return FACTORIES.filter((f) => meetsNeed(state, seat, f.needs)).map((f) => f.type);
}

export function foodFactoryUsable(state: TmState, seat: Seat): boolean {
  return factoryOptions(state, seat).length > 0;
}

/** Of these modules, the ones the seat could place somewhere in its factory now. */
export function placeableModules(state: TmState, seat: Seat, from: CardId[]): CardId[] {
  const factory = state.players[seat].factory;
  if (!factory || placedModules(factory).length >= MAX_MODULES) return [];
  return from.filter((m) => legalCells(factory, m).length > 0);
}

/** The standard project is for the marketplace; the drafting variant buys modules while investing. */
export function moduleProjectUsable(state: TmState, seat: Seat): boolean {
  const c = state.cornucopia;
  return !!c && !c.draftVariant && placeableModules(state, seat, c.market).length > 0;
}

export function askFactory(state: TmState, seat: Seat, options: FactoryType[], optional = false): void {
  const labels = options.map((type) => msg('tmPrompt.option.buildFactory', { type }));
  ask(state, { kind: 'option', seat, title: msg('tmPrompt.title.chooseFactory', { player: state.players[seat].name }), options: optional ? [...labels, msg('tmPrompt.option.buildNothing')] : labels },
    'chooseFactory', { types: options });
}

export function askOcean(state: TmState, seat: Seat): void {
  ask(state, { kind: 'space', seat, title: msg('tmPrompt.title.maritoremOcean'), tile: 'ocean', spaces: freeOceans(state) }, 'maritoremOcean');
}

export function buildFactory(state: TmState, seat: Seat, type: FactoryType, ocean?: SpaceId): void {
  const p = state.players[seat];
  p.factory = emptyFactory(type);
  if (ocean) {
    p.factory.ocean = ocean;
    setTile(state, ocean, { ...state.tiles[ocean], owner: seat });
  }
  log(state, seat, msg('tm.log.builtFactory', { player: p.name, factory: factoryName(type) }));
  bump(state, 'factoriesBuilt');
}

/** Asks which module to buy; `costEach` is shown on the prompt (0 when already paid). */
export function askModule(state: TmState, seat: Seat, from: CardId[], costEach: number, optional = false): void {
  ask(state, { kind: 'cards', seat, title: msg('tmPrompt.title.chooseModule', { player: state.players[seat].name }), cards: placeableModules(state, seat, from), min: optional ? 0 : 1, max: 1, costEach },
    'chooseModule');
}

export function askCell(state: TmState, seat: Seat, module: CardId): void {
  const factory = state.players[seat].factory!;
  const cells = legalCells(factory, module);
  const fits = cells.map((cell) => ({ cell, edges: edgesAround(factory, cell, moduleSides(module)) }));
  ask(state, { kind: 'grid', seat, title: msg('tmPrompt.title.placeModule', { module: cardName(module) }), module, cells, placing: moduleInfo(module), fits }, 'placeModule', { module });
}

/** Puts the module in the cell and recomputes which modules are connected. */
export function placeModule(state: TmState, seat: Seat, module: CardId, cell: number): void {
  const p = state.players[seat];
  const factory = p.factory!;
  factory.cells[cell] = { id: module, resources: 0, actionUsed: false };
  refreshConnections(factory);
  log(state, seat, msg('tm.log.addedModule', { player: p.name, module: cardName(module) }));
  bump(state, 'modulesPlaced');
}
