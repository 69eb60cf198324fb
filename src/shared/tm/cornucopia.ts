// Cornucopia vocabulary and view shared by the engine, the host and the renderer.
import type { CardId, Seat, SpaceId } from './basics';

/** The eight elements printed on the edges of food factories and production modules. */
export const ELEMENTS = ['carbonDioxide', 'heat', 'light', 'nitrogen', 'oxygen', 'phosphorus', 'potassium', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

export const FACTORY_TYPES = ['hibernaculum', 'hydroponicum', 'maritorem', 'terrarium'] as const;
export type FactoryType = (typeof FACTORY_TYPES)[number];

/** Edges of a tile, in the order they are listed everywhere: top, right, bottom, left. */
export type Side = 'top' | 'right' | 'bottom' | 'left';
export type Sides = Record<Side, Element>;

/** One edge of a tile being placed that touches a neighbour: does the element match (connect)? */
export interface EdgeFit {
  side: Side;
  matches: boolean;
}

/** A legal cell for the module being placed, with its touching edges. */
export interface CellFit {
  cell: number;
  edges: EdgeFit[];
}

/** The 3x3 grid is numbered row by row, 0..8; the factory sits in cell 4. */
export const GRID_CELLS = 9;
export const FACTORY_CELL = 4;

/** A food factory type; its name and what it takes to build one are said by type (tmCards.factory.<type>.*). */
export interface FactoryTypeView {
  type: FactoryType;
  sides: Sides;
}

export interface ModuleCellView {
  cell: number;
  /** The id in play: the base id, or the connected face's id while the module is connected (it names the module). */
  id: CardId;
  sides: Sides;
  connected: boolean;
  resources: number;
  /** True when its action was used this generation. */
  actionUsed: boolean;
  /** True for modules that have an action (rather than only an effect). */
  hasAction: boolean;
}

export interface FactoryView {
  seat: Seat;
  /** Names the factory (tmCards.factory.<type>.name). */
  type: FactoryType;
  sides: Sides;
  modules: ModuleCellView[];
  /** Module actions this generation: one per module beside the factory, at most 4. */
  actionsAllowed: number;
  actionsUsed: number;
  /** Maritorem: the ocean the player's marker sits on. */
  ocean?: SpaceId;
}

export interface ModuleInfoView {
  id: CardId;
  /** The module's English name, an identifier only (it sits in waiting prompts the rules hash reads); the screen names it by id. */
  name: string;
  sides: Sides;
  /** Published modules read from the rulebook, or designed by this project. */
  origin: 'published' | 'original';
}

export interface CornucopiaView {
  /** Face-up modules anyone may buy (empty with the drafting variant). */
  market: ModuleInfoView[];
  deckCount: number;
  discardCount: number;
  draftVariant: boolean;
  factoryTypes: FactoryTypeView[];
  factories: FactoryView[];
  /** Drafting variant: whose turn it is to invest, and how many modules are in the passed stack. */
  investment?: { seat: Seat; count: number; modules?: ModuleInfoView[] };
}
