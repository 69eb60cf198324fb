// The graphics quality and sound settings of the ☰ menu (beside the on/off boxes of SettingsPanel).
import { QUALITY_HINTS, QUALITY_LABELS } from './graphicsQuality';
import { GRAPHICS_QUALITIES, setSetting, useSettings, type GraphicsQuality } from './settings';
import { playCue } from './sound';

export function GraphicsSoundSettings() {
  const quality = useSettings((s) => s.graphicsQuality);
  const sound = useSettings((s) => s.sound);
  const volume = useSettings((s) => s.soundVolume);
  return (
    <>
      <label className="setting-row">
        Graphics
        <select data-testid="setting-graphicsQuality" value={quality} onChange={(e) => setSetting('graphicsQuality', e.target.value as GraphicsQuality)}>
          {GRAPHICS_QUALITIES.map((q) => (
            <option key={q} value={q}>
              {QUALITY_LABELS[q]}
            </option>
          ))}
        </select>
      </label>
      <div className="setting-hint" data-testid="setting-graphicsQuality-hint">
        {QUALITY_HINTS[quality]}
      </div>
      <label className="check">
        <input type="checkbox" data-testid="setting-sound" checked={sound} onChange={(e) => setSetting('sound', e.target.checked)} />
        Sounds (your turn, tiles, parameters, game end)
      </label>
      <label className="setting-row">
        Volume
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
        <span data-testid="setting-soundVolume-value">{Math.round(volume * 100)}%</span>
      </label>
    </>
  );
}
