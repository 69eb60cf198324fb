// The settings the ☰ menu opens: each box changes the game screen at once and is remembered between launches.
import { LanguageSetting } from '../i18n/LanguageSetting';
import { useSay } from '../i18n/useSay';
import { BotSpeedSetting } from './BotSpeedSetting';
import { GraphicsSoundSettings } from './GraphicsSoundSettings';
import { setSetting, useSettings, type Settings } from './settings';

/** The settings that are a box to tick. */
type SwitchSetting = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];

/** Only these switches get a box here (their labels' catalogue keys); the sound switch sits with its volume (GraphicsSoundSettings). */
const LABELS: Partial<Record<SwitchSetting, string>> = {
  confirmPass: 'common.settings.confirmPass',
  reducedMotion: 'common.settings.reducedMotion',
  colourBlind: 'common.settings.colourBlind',
};

/** In TINYforming Mars and the Dice Game only these apply (no pass to confirm; their screens play no sounds and have no quality levels). */
const COMPACT_GAME_SWITCHES: readonly SwitchSetting[] = ['reducedMotion', 'colourBlind'];

/** @param compactGame the settings as TINYforming Mars and the Dice Game use them (the rest are Terraforming Mars's). */
export function SettingsPanel({ compactGame = false }: { compactGame?: boolean }) {
  const say = useSay();
  const settings = useSettings();
  const switches = (Object.keys(LABELS) as SwitchSetting[]).filter((key) => !compactGame || COMPACT_GAME_SWITCHES.includes(key));
  return (
    <fieldset className="settings" data-testid="settings">
      <legend>{say('common.settings.title')}</legend>
      <LanguageSetting />
      {switches.map((key) => (
        <label key={key} className="check">
          <input type="checkbox" data-testid={`setting-${key}`} checked={settings[key]} onChange={(e) => setSetting(key, e.target.checked)} />
          {say(LABELS[key]!)}
        </label>
      ))}
      <BotSpeedSetting />
      {compactGame ? <div className="setting-hint">{say('common.settings.compactGameHint')}</div> : <GraphicsSoundSettings />}
    </fieldset>
  );
}
