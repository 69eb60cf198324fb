// The key to the dice faces: each die colour with the three faces it shows (common, uncommon, rare), so a
// card's cost in glyphs can be read without hovering; and the board's bonus marks (BonusMarks.tsx). A strip under
// the table, between the side columns.
import type { CSSProperties } from 'react';
import { DIE_COLOURS, DIE_FACES } from '../../shared/dice/basics';
import { FaceChip } from './DieChip';
import { BonusMarkKey } from './BonusMarks';
import { panel, small } from './styles';
import { useSay } from '../i18n/useSay';

export function FaceKey({ style }: { style?: CSSProperties }) {
  const say = useSay();
  return (
    <div style={{ ...panel, padding: '4px 8px', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 12, rowGap: 2, ...style }} data-testid="dice-face-key" data-covers="bottom">
      <span style={{ ...small, opacity: 1, fontWeight: 700 }}>{say('dice.faceKey.title')}</span>
      {DIE_COLOURS.map((colour) => {
        const f = DIE_FACES[colour];
        return (
          <span key={colour} style={{ display: 'inline-flex', alignItems: 'center' }} data-testid={`face-key-${colour}`}>
            {[f.common, f.uncommon, f.rare].map((face) => (
              <FaceChip key={face} face={face} named />
            ))}
          </span>
        );
      })}
      <BonusMarkKey />
    </div>
  );
}
