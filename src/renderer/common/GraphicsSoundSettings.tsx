// The graphics quality and sound settings of the ☰ menu (beside the on/off boxes of SettingsPanel).
import { useSay } from '../i18n/useSay';
import { QUALITY_HINT_KEYS, QUALITY_LABEL_KEYS } from './graphicsQuality';
import { GRAPHICS_QUALITIES, setSetting, useSettings, type GraphicsQuality } from './settings';
import { playCue } from './sound';

export function GraphicsSoundSettings() {
  const say = useSay();
  const quality = useSettings((s) => s.graphicsQuality);
  const sound = useSettings((s) => s.sound);
  const volume = useSettings((s) => s.soundVolume);
  return (
    <>
      <label className="setting-row">
        {say('common.settings.graphics')}
        <select data-testid="setting-graphicsQuality" value={quality} onChange={(e) => setSetting('graphicsQuality', e.target.value as GraphicsQuality)}>
          {GRAPHICS_QUALITIES.map((q) => (
            <option key={q} value={q}>
              {say(QUALITY_LABEL_KEYS[q])}
            </option>
          ))}
        </select>
      </label>
      <div className="setting-hint" data-testid="setting-graphicsQuality-hint">
        {say(QUALITY_HINT_KEYS[quality])}
      </div>
      <label className="check">
        <input type="checkbox" data-testid="setting-sound" checked={sound} onChange={(e) => setSetting('sound', e.target.checked)} />
        {say('common.settings.sounds')}
      </label>
      <label className="setting-row">
        {say('common.settings.volume')}
        <input
          type="range"
          data-testid="setting-soundVolume"
          min={0}
          max={100}
          step={5}
          value={Math.round(volume * 100)}
          disabled={!sound}
          onChange={(e) => setSetting('soundVolume', Number(e.target.value) / 100)}
          // Hearing the new level is the quickest way to choose it.
          onPointerUp={() => playCue('yourTurn')}
          onKeyUp={() => playCue('yourTurn')}
        />
        <span data-testid="setting-soundVolume-value">{say('common.settings.volumeValue', { share: volume })}</span>
      </label>
    </>
  );
}
