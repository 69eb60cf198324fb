// The host's switch for undo in the game it runs (shown in its LAN panel): off, nobody may take moves back.
import { useSay } from '../i18n/useSay';
import { actions, useApp } from '../store';

export function UndoSwitch() {
  const say = useSay();
  const enabled = useApp((s) => s.session?.undo?.enabled);
  if (enabled === undefined) return null;
  return (
    <label className="check" title={say('common.undo.switchHint')}>
      <input type="checkbox" data-testid="undo-enabled" checked={enabled} onChange={(e) => actions.setUndoEnabled(e.target.checked)} /> {say('common.undo.switch')}
    </label>
  );
}
