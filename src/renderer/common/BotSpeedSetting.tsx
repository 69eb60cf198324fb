// The "Bot speed" choice in the settings: how long each bot move stays on screen before the next one.
import { useSay } from '../i18n/useSay';
import { BOT_SPEED_LABEL_KEYS, BOT_SPEEDS, isBotSpeed } from './botSpeed';
import { setSetting, useSettings } from './settings';

export function BotSpeedSetting() {
  const say = useSay();
  const speed = useSettings((s) => s.botSpeed);
  return (
    <label className="setting-choice" title={say('common.settings.botSpeedHint')}>
      {say('common.settings.botSpeed')}
      <select data-testid="setting-botSpeed" value={speed} onChange={(e) => isBotSpeed(e.target.value) && setSetting('botSpeed', e.target.value)}>
        {BOT_SPEEDS.map((s) => (
          <option key={s} value={s}>
            {say(BOT_SPEED_LABEL_KEYS[s])}
          </option>
        ))}
      </select>
    </label>
  );
}
