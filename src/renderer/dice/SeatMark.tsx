// A Dice Game seat's mark beside its name: a square in its colour, or with the colour-blind setting its own shape
// in the colour-blind palette (boards, award standings, final scores).
import { PlayerMark } from '../common/PlayerDot';
import { useSettings } from '../common/settings';
import { playerHex, playerShape } from './palette';

export function SeatMark({ color }: { color: string }) {
  const colourBlind = useSettings((s) => s.colourBlind);
  const shape = playerShape(color);
  if (colourBlind && shape) return <PlayerMark hex={playerHex(color, true)} shape={shape} label={`${color} player`} />;
  return <span style={{ color: playerHex(color) }} aria-hidden>■</span>;
}
