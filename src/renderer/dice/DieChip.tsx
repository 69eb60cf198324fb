// One die (or a wild token) as a small coloured chip in the HTML overlays.
import type { Die } from '../../shared/dice/basics';
import { DIE_HEX, DIE_INK, FACE_GLYPH } from './palette';
import { chip } from './styles';

export function DieChip({ die, selected, onClick, testId }: { die: Die; selected?: boolean; onClick?: () => void; testId?: string }) {
  const style = { ...chip(DIE_HEX[die.colour], DIE_INK[die.colour], selected), cursor: onClick ? 'pointer' : 'default' };
  return (
    <span style={style} title={`${die.colour} die: ${die.face}`} onClick={onClick} data-testid={testId}>
      {FACE_GLYPH[die.face]} {die.face}
    </span>
  );
}

export function WildChip({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span style={chip('#f0f0f0', '#222')} title="wild tokens: pay for any face">
      ✦ wild ×{count}
    </span>
  );
}
