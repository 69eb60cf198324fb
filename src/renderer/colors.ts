import type { PlayerColor } from '../shared/tm/basics';

/** Display colours for the five player colours (black is lifted a little so it reads on a dark UI). */
export const PLAYER_HEX: Record<PlayerColor, string> = {
  red: '#e0393e',
  green: '#37b24d',
  blue: '#3b82f6',
  yellow: '#f5c518',
  black: '#3d3d46',
};

export function playerHex(color: PlayerColor | undefined): string {
  return color ? PLAYER_HEX[color] : '#888';
}
