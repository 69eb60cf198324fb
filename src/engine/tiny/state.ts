// The whole TINYforming Mars game as plain JSON: copied with clonePlain, hashed with hashOf.
import type { CubeKind, HexId, StandardProjectId, TinyTag, Tokens, TokenKind } from '../../shared/tiny/basics';
import type { TinyOptions } from '../../shared/tiny/setup';
import type { TinyScoreLine } from '../../shared/tiny/view';
import type { FaceName } from './data/cards';
import type { Step } from './vocabulary';
import type { RngState } from '../core/rng';
import type { Message } from '../../shared/message';

export type HexContent = { kind: 'city'; owner: number } | { kind: CubeKind };

export interface TinyPlayer {
  name: string;
  color: string;
  kind: 'human' | 'bot';
  credits: number;
  /** Heat cubes in the player's own supply. */
  heat: number;
  tokens: Tokens;
  passed: boolean;
  usedStandard: boolean;
}

/** A card in the draw deck: the face lying up is the one NOT used when it is drawn and flipped. */
export interface DeckCard {
  card: number;
  up: FaceName;
}

/** A card on the table this generation. */
export interface TableCard {
  card: number;
  face: FaceName;
  drawer: number;
  /** Seat each end faces; null until the drawer orients the card. */
  facing: [number | null, number | null];
  used: [boolean, boolean];
  credit: [boolean, boolean];
}

/** A project or standard project being carried out: the steps still to run and what it touched. */
export interface Activation {
  seat: number;
  source: string;
  steps: Step[];
  /** The hex the last placement used (for "next to it" rules). */
  lastHex: HexId | null;
}

/** A decision the engine waits for; the prompt is rebuilt from it (see prompts.ts). */
export type Pending =
  | { kind: 'orient'; seat: number; table: number }
  | { kind: 'city'; seat: number; reason: 'setup' | 'foundCity' | 'researchOutpost' }
  | { kind: 'action'; seat: number }
  | { kind: 'hex'; seat: number; step: Step }
  | { kind: 'token'; seat: number }
  | { kind: 'option'; seat: number; step: Step };

export interface TinyState {
  system: 'tiny';
  version: 1;
  options: TinyOptions & { solo: boolean };
  rng: RngState;
  players: TinyPlayer[];
  /** Seat of the White player (starts odd generations). */
  white: number;
  generation: number;
  /** Stored value of the generation chart (flow/tinyMachine.ts). */
  flow: string;
  deck: DeckCard[];
  table: TableCard[];
  /** Index 1..19; index 0 unused. */
  hexes: (HexContent | null)[];
  supply: { credits: number; heat: number; greenery: number; water: number; tokens: Tokens };
  /** Intense rule: cubes still tied to the 4th greenery (a heat) and to the 8th heat (a water). */
  intense: { heatWithGreenery: boolean; waterWithHeat: boolean } | null;
  /** Seat whose action turn it is. */
  turn: number | null;
  activation: Activation | null;
  pending: Pending | null;
  log: Message[];
  finished: boolean;
  scores: TinyScoreLine[] | null;
  soloWon: boolean | null;
  stats: Record<string, number>;
}

export const SOLO_GENERATIONS = 12;
export const INCOME_CAP = 5;
export const START_CREDITS = 5;
export const CREDIT_CUBES = 10;
export const CUBE_SUPPLY: Record<CubeKind, number> = { heat: 11, greenery: 7, water: 4 };
export const TOKEN_SUPPLY: Tokens = { nature: 2, production: 1, science: 1 };

export type { TinyTag, TokenKind, StandardProjectId };
