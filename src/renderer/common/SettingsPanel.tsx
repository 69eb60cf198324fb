// The settings the ☰ menu opens: each box changes the game screen at once and is remembered between launches.
import { GraphicsSoundSettings } from './GraphicsSoundSettings';
import { setSetting, useSettings, type Settings } from './settings';

type Toggle = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

const LABELS: Partial<Record<Toggle, string>> = {
  confirmPass: 'Ask before passing for the generation',
  reducedMotion: 'Reduce motion (no pulsing highlights)',
};

export function SettingsPanel() {
  const settings = useSettings();
  return (
    <fieldset className="settings" data-testid="settings">
      <legend>Settings</legend>
      {(Object.keys(LABELS) as Toggle[]).map((key) => (
        <label key={key} className="check">
          <input type="checkbox" data-testid={`setting-${key}`} checked={settings[key]} onChange={(e) => setSetting(key, e.target.checked)} />
          {LABELS[key]}
        </label>
      ))}
      <GraphicsSoundSettings />
    </fieldset>
  );
}
