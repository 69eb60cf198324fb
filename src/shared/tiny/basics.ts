// Vocabulary of TINYforming Mars shared by the engine, the host and the renderer. Plain strings and
// numbers only, so every value is JSON and readable in a save file.

export const TINY_TAGS = ['energy', 'production', 'nature', 'science', 'space'] as const;
export type TinyTag = (typeof TINY_TAGS)[number];

/** Resource tokens stand in for a missing tag; only these three kinds exist. */
export const TOKEN_KINDS = ['nature', 'production', 'science'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];
export type Tokens = Record<TokenKind, number>;

export const MAP_SIDES = ['tharsis', 'elysium'] as const;
export type MapSide = (typeof MAP_SIDES)[number];

/** The three parameter cube colours. */
export const CUBE_KINDS = ['heat', 'greenery', 'water'] as const;
export type CubeKind = (typeof CUBE_KINDS)[number];

export const STANDARD_PROJECTS = ['sellPatent', 'foundCity', 'importWater', 'greenhouses', 'energyFarms'] as const;
export type StandardProjectId = (typeof STANDARD_PROJECTS)[number];

/** Hexes are numbered 1..19 in reading order (rows of 3, 4, 5, 4, 3). */
export type HexId = number;
export const HEX_COUNT = 19;

/** Owner of the dummy player's cities in solitaire play. */
export const DUMMY_OWNER = -1;

/** The colour a project's background shows: which parameter it helps. */
export type ProjectColour = 'water' | 'heat' | 'greenery' | 'other';

/** The cube colour each seat plays (White starts odd generations). */
export type CubeColour = 'white' | 'black';
