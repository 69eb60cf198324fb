// One die (or a wild token, or a face a card costs) as a small chip in the die's colour in the HTML overlays.
import { colourOf, type Die, type Face } from '../../shared/dice/basics';
import { DIE_HEX, DIE_INK, FACE_GLYPH } from './palette';
import { chip } from './styles';
import { colourName, faceName } from '../../shared/dice/words';
import { useSay } from '../i18n/useSay';

/** With `onClick` the chip is a toggle button (Tab, Space or Enter; its pressed state read out), else plain text. */
export function DieChip({ die, selected, onClick, testId }: { die: Die; selected?: boolean; onClick?: () => void; testId?: string }) {
  const say = useSay();
  const style = { ...chip(DIE_HEX[die.colour], DIE_INK[die.colour], selected), cursor: onClick ? 'pointer' : 'default' };
  const title = say('dice.die.title', { face: faceName(die.face), colour: colourName(die.colour) });
  const face = (
    <>
      {selected && <span aria-label={say('dice.die.chosen')} data-testid="die-chosen-mark">✓</span>}
      {FACE_GLYPH[die.face]} {say(faceName(die.face))}
    </>
  );
  if (onClick) {
    // No inline outline on an unchosen die, so the keyboard focus ring (button:focus-visible) shows.
    const { outline, ...rest } = style;
    return (
      <button type="button" className="die-chip" style={{ ...rest, border: 'none', font: 'inherit', ...(selected ? { outline } : {}) }} title={title} aria-pressed={!!selected} onClick={onClick} data-testid={testId} data-selected={selected ? 'yes' : undefined}>
        {face}
      </button>
    );
  }
  return (
    <span style={style} title={title} data-testid={testId} data-selected={selected ? 'yes' : undefined}>
      {face}
    </span>
  );
}

/** A face a card costs: its glyph on its die's colour, named in full on hover and to screen readers. */
export function FaceChip({ face, count = 1, named = false }: { face: Face; count?: number; named?: boolean }) {
  const say = useSay();
  const colour = colourOf(face);
  const words = { count, face: faceName(face), colour: colourName(colour) };
  const name = say(count > 1 ? 'dice.die.titleCount' : 'dice.die.title', words);
  return (
    <span style={{ ...chip(DIE_HEX[colour], DIE_INK[colour]), padding: '0 4px' }} title={name} aria-label={name} role="img" data-testid={`face-${face}`}>
      {count > 1 ? `${count}×` : ''}
      {FACE_GLYPH[face]}
      {named ? ` ${say(faceName(face))}` : ''}
    </span>
  );
}

/** A card's cost: one chip per face it asks for, repeated faces counted ("2×♨"). */
export function CostChips({ cost, named = false }: { cost: Face[]; named?: boolean }) {
  const counts = new Map<Face, number>();
  for (const face of cost) counts.set(face, (counts.get(face) ?? 0) + 1);
  return (
    <span data-testid="cost-chips" style={{ display: 'inline-flex', flexWrap: 'wrap', verticalAlign: 'middle' }}>
      {[...counts].map(([face, n]) => (
        <FaceChip key={face} face={face} count={n} named={named} />
      ))}
    </span>
  );
}

export function WildChip({ count }: { count: number }) {
  const say = useSay();
  if (count <= 0) return null;
  return (
    <span style={chip('#f0f0f0', '#222')} title={say('dice.die.wildTitle')}>
      {say('dice.die.wild', { count })}
    </span>
  );
}
