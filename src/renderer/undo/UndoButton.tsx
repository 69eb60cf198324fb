// The Undo button beside a game's prompt: enabled only when the host allows it, with the reason as its
// tooltip when not ("a card was drawn"); also Ctrl+Z / Cmd+Z. In solo, a second button takes the move back
// past a reveal, for practice, after asking. The latest undo is shown beside it for everyone at the table until the next move.
import { useCallback, type CSSProperties } from 'react';
import { actions, useApp } from '../store';
import { PracticeMark } from './PracticeMark';
import { currentUndoNote } from '../common/notices';
import { UNDO_KEY, useUndoShortcut } from './useUndoShortcut';

const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginTop: 6, pointerEvents: 'auto' };
const note: CSSProperties = { fontSize: 12, opacity: 0.75 };

export function UndoButton() {
  const undo = useApp((s) => s.session?.undo);
  const busy = useApp((s) => s.busy);
  const allowed = (undo?.allowed ?? false) && !busy;
  const takeBack = useCallback(() => actions.undo(false), []);
  useUndoShortcut(allowed, takeBack);
  if (!undo) return null;
  const lastNote = currentUndoNote(undo);
  const tooltip = undo.allowed ? `Take back your last move (${UNDO_KEY.label})` : `Undo is not possible: ${undo.reason ?? 'not now'}`;
  const practice = () => {
    if (window.confirm('Take this move back past what was revealed? This game will be marked as practice in its save and results.')) actions.undo(true);
  };
  return (
    <div style={row} className="undo-row" data-testid="undo-row">
      {/* The title sits on a wrapper too: a disabled button shows no tooltip in some browsers. */}
      <span title={tooltip} data-testid="undo-tooltip">
        <button type="button" data-testid="undo" disabled={!allowed} title={tooltip} onClick={takeBack}>
          ↶ Undo
        </button>
      </span>
      {undo.practiceAvailable && (
        <button type="button" data-testid="undo-practice" title="Solo practice: take the move back even though something was revealed" onClick={practice}>
          Undo anyway (practice)
        </button>
      )}
      <PracticeMark />
      {lastNote && (
        <span style={note} data-testid="undo-note">
          {lastNote}
        </span>
      )}
    </div>
  );
}
