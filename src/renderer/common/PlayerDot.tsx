// A player's colour mark beside their name: a dot, or with the colour-blind setting a shape of its own per
// colour (in the colour-blind palette), so players are told apart without relying on colour.
import type { PlayerColor } from '../../shared/tm/basics';
import { PLAYER_SHAPE_NAME, playerHex } from '../colors';
import { SHAPE_GLYPH, type PlayerShape } from './playerShapes';
import { useSettings } from './settings';

export function PlayerDot({ color }: { color: PlayerColor | undefined }) {
  const colourBlind = useSettings((s) => s.colourBlind);
  if (colourBlind && color) return <PlayerMark hex={playerHex(color)} shape={PLAYER_SHAPE_NAME[color]} label={`${color} player`} />;
  return <span className="pdot" style={{ background: playerHex(color) }} aria-hidden />;
}

/**
 * A player's shape in their colour, for any game's panels (TINY's cube colours and the Dice Game's seats too).
 * `data-shape` names the shape, so a test (or an inspector) need not read glyphs.
 */
export function PlayerMark({ hex, shape, label }: { hex: string; shape: PlayerShape; label: string }) {
  // A dark colour (black, TINY's black cubes) gets a light edge: on the dark panels its shape would vanish.
  const edge = isDark(hex) ? { textShadow: '0 0 1px #fff, 0 0 1px #fff, 0 0 2px #ddd' } : undefined;
  return (
    <span className="pshape" data-testid="player-shape" data-shape={shape} style={{ color: hex, ...edge }} aria-label={label} role="img">
      {SHAPE_GLYPH[shape]}
    </span>
  );
}

/** Whether a #rrggbb colour is dark (relative luminance under 0.1). */
export function isDark(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.1;
}
