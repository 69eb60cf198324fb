// The settings the ☰ menu opens: each box changes the game screen at once and is remembered between launches.
import { BotSpeedSetting } from './BotSpeedSetting';
import { GraphicsSoundSettings } from './GraphicsSoundSettings';
import { setSetting, useSettings, type Settings } from './settings';

/** The settings that are a box to tick. */
type SwitchSetting = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

/** Only these switches get a box here; the sound switch sits with its volume (GraphicsSoundSettings). */
const LABELS: Partial<Record<SwitchSetting, string>> = {
  confirmPass: 'Ask before passing for the generation',
  reducedMotion: 'Reduce motion (no pulsing, drops or glides)',
};

export function SettingsPanel() {
  const settings = useSettings();
  return (
    <fieldset className="settings" data-testid="settings">
      <legend>Settings</legend>
      {(Object.keys(LABELS) as SwitchSetting[]).map((key) => (
        <label key={key} className="check">
          <input type="checkbox" data-testid={`setting-${key}`} checked={settings[key]} onChange={(e) => setSetting(key, e.target.checked)} />
          {LABELS[key]}
        </label>
      ))}
      <BotSpeedSetting />
      <GraphicsSoundSettings />
    </fieldset>
  );
}
