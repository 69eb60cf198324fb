// Colours and short glyphs for the Dice Game's dice, tiles and players (our own look).
import type { DieColour, Face, TileKind } from '../../shared/dice/basics';
import type { PlayerColor } from '../../shared/tm/basics';
import { COLOUR_BLIND_HEX, PLAYER_SHAPE_NAME } from '../colors';
import type { PlayerShape } from '../common/playerShapes';

export const DIE_HEX: Record<DieColour, string> = {
  green: '#3f9b4a',
  blue: '#2f6fd0',
  grey: '#8a8f98',
  red: '#c4452f',
  yellow: '#e0b732',
};

/** Ink that reads well on each die colour. */
export const DIE_INK: Record<DieColour, string> = {
  green: '#f4ffe9',
  blue: '#eef5ff',
  grey: '#16181c',
  red: '#fff1e8',
  yellow: '#2b2100',
};

/** A short symbol per face, drawn on dice and used in the HTML overlays (plain Unicode: no emoji font needed). */
export const FACE_GLYPH: Record<Face, string> = {
  plant: '♣',
  microbe: '◉',
  animal: '♞',
  water: '≈',
  energy: '⚡',
  oxygen: 'O₂',
  steel: '▣',
  titanium: '◆',
  city: '⌂',
  heat: '♨',
  event: '✷',
  nuclear: '☢',
  credit: '€',
  science: '⚛',
  earth: '⊕',
};

export const TILE_HEX: Record<TileKind, string> = {
  ocean: '#2a6fb8',
  greenery: '#3c8d3a',
  city: '#9aa3ad',
  special: '#8a5a2b',
};

export const PLAYER_HEX: Record<string, string> = {
  red: '#e0483a',
  green: '#3cb55a',
  blue: '#3a7ee0',
  yellow: '#e8c53a',
};

const isPlayerColor = (color: string): color is PlayerColor => color in PLAYER_SHAPE_NAME;

/** A seat's colour, from the colour-blind palette when that setting is on (the seats use the TM colour names). */
export const playerHex = (color: string, colourBlind = false): string =>
  (colourBlind && isPlayerColor(color) ? COLOUR_BLIND_HEX[color] : PLAYER_HEX[color]) ?? '#cccccc';

/** A seat's shape under the colour-blind setting (the same shape as that colour has in Terraforming Mars). */
export const playerShape = (color: string): PlayerShape | null => (isPlayerColor(color) ? PLAYER_SHAPE_NAME[color] : null);
