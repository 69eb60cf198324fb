// What a seat must decide now, as data. The renderer draws one panel for any of these; bots answer
// them through legalMoves.
import type { CubeKind, HexId, StandardProjectId, TokenKind } from './basics';

export interface ProjectChoice {
  project: string;
  name: string;
  /** Credits it costs now, after its own discount. */
  cost: number;
  /** Resource tokens that would be spent to cover missing tags. */
  spends: Partial<Record<TokenKind, number>>;
}

export interface StandardChoice {
  project: StandardProjectId;
  name: string;
  cost: number;
  spends: Partial<Record<TokenKind, number>>;
}

export interface CityPlacement {
  from: HexId | null;
  to: HexId;
}

/** Why a hex is being asked for: the cube that goes there, or a greenery to take away. */
export type HexPurpose = CubeKind | 'removeGreenery';

export type TinyPrompt =
  | { kind: 'orient'; seat: number; title: string; ends: [string, string]; endNames: [string, string] }
  | { kind: 'city'; seat: number; title: string; placements: CityPlacement[] }
  | { kind: 'action'; seat: number; title: string; projects: ProjectChoice[]; standard: StandardChoice[] }
  | { kind: 'hex'; seat: number; title: string; purpose: HexPurpose; hexes: HexId[]; optional: boolean }
  | { kind: 'token'; seat: number; title: string; tokens: TokenKind[] }
  | { kind: 'option'; seat: number; title: string; options: string[] };

export type TinyPromptKind = TinyPrompt['kind'];
