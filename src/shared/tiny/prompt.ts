// What a seat must decide now, as data (titles and labels are messages the renderer says). The renderer draws one panel for any of these; bots answer
// them through legalMoves.
import type { Message } from '../message';
import type { CubeKind, HexId, StandardProjectId, TokenKind } from './basics';

export interface ProjectChoice {
  project: string;
  name: Message;
  /** Credits it costs now, after its own discount. */
  cost: number;
  /** Resource tokens that would be spent to cover missing tags. */
  spends: Partial<Record<TokenKind, number>>;
}

export interface StandardChoice {
  project: StandardProjectId;
  name: Message;
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
  | { kind: 'orient'; seat: number; title: Message; ends: [string, string]; endNames: [Message, Message] }
  | { kind: 'city'; seat: number; title: Message; placements: CityPlacement[] }
  | { kind: 'action'; seat: number; title: Message; projects: ProjectChoice[]; standard: StandardChoice[] }
  | { kind: 'hex'; seat: number; title: Message; purpose: HexPurpose; hexes: HexId[]; optional: boolean }
  | { kind: 'token'; seat: number; title: Message; tokens: TokenKind[] }
  | { kind: 'option'; seat: number; title: Message; options: Message[] };

export type TinyPromptKind = TinyPrompt['kind'];
