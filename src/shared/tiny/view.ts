// What one seat may see of a TINYforming Mars game: everything on the table, never the deck order.
import type { CubeColour, CubeKind, HexId, MapSide, ProjectColour, StandardProjectId, TinyTag, TokenKind, Tokens } from './basics';
import type { TinyPrompt } from './prompt';
import type { Message } from '../message';

export interface TinyHexView {
  id: HexId;
  row: number;
  /** Position within its row, from the left. */
  col: number;
  water: boolean;
  /** Tag of a bonus hex (counts for the city standing on it). */
  bonus: TinyTag | null;
  /** Resource token icon of a water hex. */
  icon: TokenKind | null;
  content: { kind: 'city'; owner: number } | { kind: CubeKind } | null;
}

export interface TinyProjectView {
  id: string;
  name: Message;
  colour: ProjectColour;
  cost: number;
  /** The printed cost can drop through the project's own rule. */
  costReducible: boolean;
  requires: Partial<Record<TinyTag, number>>;
  /** Parameter requirement, null when none. */
  parameter: Message | null;
  text: Message;
  tags: [TinyTag, TinyTag];
}

export interface TableProjectView {
  project: TinyProjectView;
  /** Seat the project faces (null while its card is not oriented yet). */
  facing: number | null;
  used: boolean;
  /** A credit sits on it (it was paid for this generation). */
  credit: boolean;
  /** For the seat it faces: can it be activated right now, and if not, why (null when it can). */
  available: boolean;
  reason: Message | null;
  /** Cost right now after its discount. */
  costNow: number;
}

export interface TinyPlayerView {
  seat: number;
  name: string;
  color: string;
  cube: CubeColour;
  kind: 'human' | 'bot';
  credits: number;
  heat: number;
  tokens: Tokens;
  tags: Partial<Record<TinyTag, number>>;
  cities: HexId[];
  passed: boolean;
  usedStandard: boolean;
}

export interface TinyScoreLine {
  seat: number;
  name: string;
  cities: number;
  greenery: number;
  water: number;
  heat: number;
  total: number;
  rank: number;
}

export interface TinyView {
  system: 'tiny';
  viewer: number | null;
  map: MapSide;
  intense: boolean;
  solo: boolean;
  generation: number;
  /** Solitaire: the last generation allowed. */
  generationLimit: number | null;
  phase: string;
  startSeat: number;
  activeSeat: number | null;
  hexes: TinyHexView[];
  supply: { credits: number; heat: number; greenery: number; water: number; tokens: Tokens };
  /** Intense rule: cubes still tied to the line (heat with the 4th greenery, water with the 8th heat). */
  bonusCubes: { heatWithGreenery: boolean; waterWithHeat: boolean } | null;
  players: TinyPlayerView[];
  table: TableProjectView[];
  /** Solitaire: the dummy player's cities. */
  dummyCities: HexId[];
  deckCount: number;
  standardProjects: { id: StandardProjectId; name: Message; cost: number; requires: Partial<Record<TinyTag, number>>; text: Message }[];
  prompt: TinyPrompt | null;
  waitingFor: number[];
  /** The log as messages; a save from before may still hold plain English lines. */
  log: (Message | string)[];
  finished: boolean;
  scores: TinyScoreLine[] | null;
  winners: number[];
  /** Solitaire: whether all three supplies were exhausted. */
  soloWon: boolean | null;
}
