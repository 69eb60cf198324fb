// The Undo button beside a game's prompt: enabled only when the host allows it, with the reason as its
// tooltip when not ("a card was drawn"); also Ctrl+Z / Cmd+Z. In solo, a second button takes the move back
// past a reveal, for practice, after asking. The latest undo is shown beside it for everyone at the table until the next move.
import { useCallback, type CSSProperties } from 'react';
import { sayMessageOrText } from '../i18n/say';
import { useSay } from '../i18n/useSay';
import { actions, useApp } from '../store';
import { PracticeMark } from './PracticeMark';
import { currentUndoNote } from '../common/notices';
import { keyLabel } from '../common/shortcuts';
import { UNDO_KEY, useUndoShortcut } from './useUndoShortcut';

const row: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginTop: 6, pointerEvents: 'auto' };
const note: CSSProperties = { fontSize: 12, opacity: 0.75 };

export function UndoButton() {
  const say = useSay();
  const undo = useApp((s) => s.session?.undo);
  const busy = useApp((s) => s.busy);
  const allowed = (undo?.allowed ?? false) && !busy;
  const takeBack = useCallback(() => actions.undo(false), []);
  useUndoShortcut(allowed, takeBack);
  if (!undo) return null;
  const lastNote = currentUndoNote(undo);
  const tooltip = undo.allowed
    ? say('common.undo.allowedHint', { key: keyLabel(say, UNDO_KEY) })
    : say('common.undo.notAllowedHint', { reason: undo.reason === undefined ? say('common.undo.notNow') : sayMessageOrText(say, undo.reason) });
  const practice = () => {
    if (window.confirm(say('common.undo.practiceConfirm'))) actions.undo(true);
  };
  return (
    <div style={row} className="undo-row" data-testid="undo-row">
      {/* The title sits on a wrapper too: a disabled button shows no tooltip in some browsers. */}
      <span title={tooltip} data-testid="undo-tooltip">
        <button type="button" data-testid="undo" disabled={!allowed} title={tooltip} onClick={takeBack}>
          ↶ {say('common.undo.undo')}
        </button>
      </span>
      {undo.practiceAvailable && (
        <button type="button" data-testid="undo-practice" title={say('common.undo.practiceHint')} onClick={practice}>
          {say('common.undo.practice')}
        </button>
      )}
      <PracticeMark />
      {lastNote && (
        <span style={note} data-testid="undo-note">
          {sayMessageOrText(say, lastNote)}
        </span>
      )}
    </div>
  );
}
