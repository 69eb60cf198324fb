// A board area's placement bonus as marks (boardBonus.ts): "+1 ⚄" on a chip in the die's colour, "+1" and a
// card, "+1 ✦" on a wild token's white chip, "+1 VP". The same marks explain themselves in the face key.
import type { Message } from '../../shared/message';
import { useSay } from '../i18n/useSay';
import { bonusMark, type BonusMark } from './boardBonus';
import { DIE_HEX, DIE_INK } from './palette';
import './bonusMarks.css';

/** A die's glyph: five pips, as a die shows them. */
export const DIE_GLYPH = '⚄';
/** The wild token's glyph, as the players' boards show it. */
export const WILD_GLYPH = '✦';
const WILD_CHIP = { background: '#f0f0f0', color: '#222' };

/** One mark as it stands on the board (inside `.bonus-marks`, which gives it its look). */
function Mark({ mark }: { mark: BonusMark }) {
  const say = useSay();
  switch (mark.kind) {
    case 'roll':
      return (
        <span className="bonus-mark" data-mark="roll" data-colour={mark.colour} style={{ background: DIE_HEX[mark.colour], color: DIE_INK[mark.colour] }}>
          +{mark.count} <span className="bonus-die">{DIE_GLYPH}</span>
        </span>
      );
    case 'draw':
      return (
        <span className="bonus-mark" data-mark="draw">
          +{mark.count} <span className="bonus-card" />
        </span>
      );
    case 'wild':
      return (
        <span className="bonus-mark" data-mark="wild" style={WILD_CHIP}>
          +{mark.count} {WILD_GLYPH}
        </span>
      );
    case 'vp':
      return (
        <span className="bonus-mark words" data-mark="vp">
          {say('dice.effect.vp', { count: mark.count })}
        </span>
      );
  }
}

/** The face key's line for the board: each kind of mark and what it gives. */
export function BonusMarkKey() {
  const say = useSay();
  const entries: { mark: BonusMark; words: string }[] = [
    { mark: { kind: 'roll', count: 1, colour: 'grey' }, words: say('dice.faceKey.roll') },
    { mark: { kind: 'draw', count: 1 }, words: say('dice.faceKey.draw') },
    { mark: { kind: 'wild', count: 1 }, words: say('dice.faceKey.wild') },
  ];
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 8 }} data-testid="dice-bonus-key">
      <b>{say('dice.faceKey.board')}</b>
      {entries.map(({ mark, words }) => (
        <span key={mark.kind} style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }} data-testid={`bonus-key-${mark.kind}`}>
          <span className="bonus-marks" aria-hidden="true">
            <Mark mark={mark} />
          </span>
          {words}
        </span>
      ))}
    </span>
  );
}

/** An area's bonus effects: each as its mark, or in words where it has none; the label's name says them in words. */
export function BonusMarks({ bonus }: { bonus: Message[] }) {
  const say = useSay();
  return (
    <span className="bonus-marks" aria-hidden="true">
      {bonus.map((effect, i) => {
        const mark = bonusMark(effect);
        return mark ? <Mark key={i} mark={mark} /> : <span key={i} className="bonus-mark words">{say(effect)}</span>;
      })}
    </span>
  );
}
