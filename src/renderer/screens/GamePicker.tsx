// The row of games at the top of the new-game screen: Terraforming Mars, TINYforming Mars, the Dice Game.
import { SYSTEM_IDS, type SystemId } from '../../shared/systems';
import { SYSTEM_NAME_KEYS } from '../../shared/systems';
import { useSay } from '../i18n/useSay';
import { useUi } from '../ui';

const BLURB_KEYS: Record<SystemId, string> = {
  tm: 'common.picker.tmBlurb',
  tiny: 'common.picker.tinyBlurb',
  dice: 'common.picker.diceBlurb',
};

export function GamePicker() {
  const say = useSay();
  const system = useUi((s) => s.newGameSystem);
  return (
    <div className="game-picker" role="tablist" aria-label={say('common.picker.label')} data-testid="game-picker">
      {SYSTEM_IDS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={system === id}
          className={`game-pick ${system === id ? 'selected' : ''}`}
          data-testid={`game-${id}`}
          onClick={() => useUi.setState({ newGameSystem: id })}
        >
          <b>{say(SYSTEM_NAME_KEYS[id])}</b>
          <small>{say(BLURB_KEYS[id])}</small>
        </button>
      ))}
    </div>
  );
}
