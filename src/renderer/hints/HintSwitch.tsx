// The host's switch for hints in the game it runs on the LAN (shown in its LAN panel, beside undo's):
// off by default, so nobody at the table gets the bot's advice unless the host says so.
import { actions, useApp } from '../store';
import { useSay } from '../i18n/useSay';

export function HintSwitch() {
  const allowed = useApp((s) => s.session?.hint?.lanAllowed);
  const say = useSay();
  if (allowed === undefined) return null;
  return (
    <label className="check" title={say('lan.panel.hintsHint')}>
      <input type="checkbox" data-testid="hints-enabled" checked={allowed} onChange={(e) => actions.setHintsOnLan(e.target.checked)} /> {say('lan.panel.hints')}
    </label>
  );
}
