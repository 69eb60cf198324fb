// A player's colour mark beside their name: a dot, or with the colour-blind setting a shape of its own per
// colour (in the colour-blind palette), so players are told apart without relying on colour.
import type { PlayerColor } from '../../shared/tm/basics';
import { PLAYER_SHAPE, playerHex } from '../colors';
import { useSettings } from './settings';

export function PlayerDot({ color }: { color: PlayerColor | undefined }) {
  const colourBlind = useSettings((s) => s.colourBlind);
  if (colourBlind && color) {
    return (
      <span className="pshape" data-testid="player-shape" style={{ color: playerHex(color) }} aria-label={`${color} player`} role="img">
        {PLAYER_SHAPE[color]}
      </span>
    );
  }
  return <span className="pdot" style={{ background: playerHex(color) }} aria-hidden />;
}
