// The host's switch for undo in the game it runs (shown in its LAN panel): off, nobody may take moves back.
import { actions, useApp } from '../store';

export function UndoSwitch() {
  const enabled = useApp((s) => s.session?.undo?.enabled);
  if (enabled === undefined) return null;
  return (
    <label className="check" title="Players may take back their last moves until something is revealed or someone else plays">
      <input type="checkbox" data-testid="undo-enabled" checked={enabled} onChange={(e) => actions.setUndoEnabled(e.target.checked)} /> Players may undo
    </label>
  );
}
