import type { PlayerColor } from '../shared/tm/basics';
import { SHAPE_GLYPH, type PlayerShape } from './common/playerShapes';
import { useSettings } from './common/settings';

/** Display colours for the five player colours (black is lifted a little so it reads on a dark UI). */
export const PLAYER_HEX: Record<PlayerColor, string> = {
  red: '#e0393e',
  green: '#37b24d',
  blue: '#3b82f6',
  yellow: '#f5c518',
  black: '#3d3d46',
};

/**
 * The colour-blind palette (after Okabe and Ito): vermillion, bluish green, sky blue and yellow stay apart under
 * the common colour-vision deficiencies; black stays black. Each colour also has its own shape (PLAYER_SHAPE).
 */
export const COLOUR_BLIND_HEX: Record<PlayerColor, string> = {
  red: '#d55e00',
  green: '#009e73',
  blue: '#56b4e9',
  yellow: '#f0e442',
  black: '#3d3d46',
};

/** A shape per player colour, shown beside the colour (and on the board's markers) when the colour-blind setting is on. */
export const PLAYER_SHAPE_NAME: Record<PlayerColor, PlayerShape> = {
  red: 'triangle',
  green: 'circle',
  blue: 'square',
  yellow: 'diamond',
  black: 'star',
};

/** The same shapes as glyphs, for the panels' text. */
export const PLAYER_SHAPE: Record<PlayerColor, string> = {
  red: SHAPE_GLYPH[PLAYER_SHAPE_NAME.red],
  green: SHAPE_GLYPH[PLAYER_SHAPE_NAME.green],
  blue: SHAPE_GLYPH[PLAYER_SHAPE_NAME.blue],
  yellow: SHAPE_GLYPH[PLAYER_SHAPE_NAME.yellow],
  black: SHAPE_GLYPH[PLAYER_SHAPE_NAME.black],
};

/** A player colour's display colour under a given colour setting (for screens that pass the setting in). */
export function playerHexFor(color: PlayerColor, colourBlind: boolean): string {
  return (colourBlind ? COLOUR_BLIND_HEX : PLAYER_HEX)[color];
}

/** The colour a player's pieces, dots and borders are drawn in, under the current colour setting. */
export function playerHex(color: PlayerColor | undefined): string {
  if (!color) return '#888';
  return (useSettings.getState().colourBlind ? COLOUR_BLIND_HEX : PLAYER_HEX)[color];
}
