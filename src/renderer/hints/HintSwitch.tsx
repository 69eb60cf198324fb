// The host's switch for hints in the game it runs on the LAN (shown in its LAN panel, beside undo's):
// off by default, so nobody at the table gets the bot's advice unless the host says so.
import { actions, useApp } from '../store';

export function HintSwitch() {
  const allowed = useApp((s) => s.session?.hint?.lanAllowed);
  if (allowed === undefined) return null;
  return (
    <label className="check" title="Players may ask the bot what it would do (computed at this computer)">
      <input type="checkbox" data-testid="hints-enabled" checked={allowed} onChange={(e) => actions.setHintsOnLan(e.target.checked)} /> Players may ask for hints
    </label>
  );
}
