// The "Bot speed" choice in the settings: how long each bot move stays on screen before the next one.
import { BOT_SPEED_LABELS, BOT_SPEEDS, isBotSpeed } from './botSpeed';
import { setSetting, useSettings } from './settings';

export function BotSpeedSetting() {
  const speed = useSettings((s) => s.botSpeed);
  return (
    <label className="setting-choice" title="How fast bots' moves are shown, one at a time, so you can follow a bot's turn">
      Bot speed
      <select data-testid="setting-botSpeed" value={speed} onChange={(e) => isBotSpeed(e.target.value) && setSetting('botSpeed', e.target.value)}>
        {BOT_SPEEDS.map((s) => (
          <option key={s} value={s}>
            {BOT_SPEED_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
