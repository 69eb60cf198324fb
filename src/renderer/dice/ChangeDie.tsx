// "Change a die" as three small choices instead of one long list: which die, which face it turns to, then what
// pays for it. Every button at the last step sends one of the prompt's own setFace moves, unchanged.
import { useEffect, useMemo, useState } from 'react';
import type { Face } from '../../shared/dice/basics';
import type { DiceMove } from '../../shared/dice/moves';
import type { DicePlayerView } from '../../shared/dice/view';
import { DieChip, FaceChip } from './DieChip';
import { button, small } from './styles';
import { useSay } from '../i18n/useSay';

type SetFace = Extract<DiceMove, { type: 'setFace' }>;

export function ChangeDie({ moves, me, onMove }: { moves: SetFace[]; me: DicePlayerView; onMove: (m: DiceMove) => void }) {
  const say = useSay();
  const [die, setDie] = useState<number | null>(null);
  const [face, setFace] = useState<Face | null>(null);
  useEffect(() => {
    setDie(null);
    setFace(null);
  }, [moves]);
  const dice = useMemo(() => [...new Set(moves.map((m) => m.die))], [moves]);
  const faces = useMemo(() => [...new Set(moves.filter((m) => m.die === die).map((m) => m.face))], [moves, die]);
  const payments = moves.filter((m) => m.die === die && m.face === face);
  const back = (to: 'die' | 'face') => (
    <button type="button" style={{ ...button, padding: '0 6px' }} data-testid={`change-back-${to}`} onClick={() => (to === 'die' ? (setDie(null), setFace(null)) : setFace(null))}>
      {say('dice.change.back')}
    </button>
  );
  if (die === null) {
    return (
      <div data-testid="change-step-die">
        <div style={small}>{say('dice.change.whichDie')}</div>
        {dice.map((d) => (
          <button key={d} type="button" style={button} data-testid={`change-die-${d}`} onClick={() => setDie(d)}>
            <DieChip die={me.dice[d]} />
          </button>
        ))}
      </div>
    );
  }
  if (face === null) {
    return (
      <div data-testid="change-step-face">
        <div style={small}>
          {say('dice.change.toFace')} <DieChip die={me.dice[die]} /> {back('die')}
        </div>
        {faces.map((f) => (
          <button key={f} type="button" style={button} data-testid={`change-face-${f}`} onClick={() => setFace(f)}>
            <FaceChip face={f} named />
          </button>
        ))}
      </div>
    );
  }
  return (
    <div data-testid="change-step-pay">
      <div style={small}>
        {say('dice.change.payWith')} <DieChip die={me.dice[die]} /> → <FaceChip face={face} named /> {back('face')}
      </div>
      {payments.map((m) => (
        <button key={String(m.pay)} type="button" style={button} data-testid={`change-pay-${m.pay}`} data-move="setFace" onClick={() => onMove(m)}>
          {m.pay === 'wild' ? say('dice.change.wild') : <DieChip die={me.dice[m.pay]} />}
        </button>
      ))}
    </div>
  );
}
