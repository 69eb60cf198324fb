// The HTML panel a colony moon opens on hover or click: what a trade yields at each step of its track
// (the marker's step marked), the colony bonus, the build reward, whose colonies are there, which fleet
// is docked, and why a closed moon is closed.
import type { ColonyTileView, PlayerView } from '../../../shared/tm/view';
import { playerHex } from '../../colors';
import { PlayerDot } from '../../common/PlayerDot';
import { useSettings } from '../../common/settings';
import { useCardWords } from '../cardWords';

function Owner({ seat, players }: { seat: number; players: PlayerView[] | undefined }) {
  const p = players?.find((x) => x.seat === seat);
  const colourBlind = useSettings((s) => s.colourBlind);
  return (
    <span className="moon-owner">
      {colourBlind && p ? <PlayerDot color={p.color} /> : <i style={{ background: playerHex(p?.color) }} />}
      {p?.name ?? `seat ${seat}`}
    </span>
  );
}

export function MoonInfo({ tile, players, legal, onClose }: { tile: ColonyTileView; players: PlayerView[] | undefined; legal: boolean; onClose?: () => void }) {
  const words = useCardWords();
  return (
    <div className="moon-info" data-testid="moon-info" data-moon={tile.name}>
      <div className="moon-info-head">
        <b>{words.colonyName(tile.name)}</b>
        {!tile.open && <span className="badge">closed</span>}
        {legal && <span className="glow-word">click the moon to choose it</span>}
        {onClose && (
          <button type="button" className="small" data-testid="moon-info-close" onClick={onClose} aria-label="Close">
            ×
          </button>
        )}
      </div>
      <div className="hint" data-testid="moon-summary">{words.colonyText(tile.name)}</div>
      {!tile.open && <div className="hint">Closed until a card that can hold its resource is played; nobody may build or trade here before.</div>}
      {/* One row per step, so the values read at body size in the panel's width. */}
      <table className="moon-track" data-testid="moon-track">
        <thead>
          <tr>
            <th>Step</th>
            <th>A trade yields</th>
          </tr>
        </thead>
        <tbody>
          {tile.track.map((value, step) => (
            <tr key={step} className={step === tile.marker ? 'marker' : ''}>
              <td className={step === tile.marker ? 'marker' : ''}>{step + 1}</td>
              <td className={step === tile.marker ? 'marker' : ''} data-testid={`moon-track-${step}`}>
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="hint">The white marker is on step {tile.marker + 1}: a trade now yields {tile.track[tile.marker]}.</div>
      <div data-testid="moon-colony-bonus">
        {tile.colonyBonusText} <span className="muted">(to each colony owner here whenever anyone trades)</span>
      </div>
      <div data-testid="moon-build-reward">
        {tile.placementText} <span className="muted">(once, to whoever builds a colony here)</span>
      </div>
      <div>
        <b>Colonies</b> ({tile.colonies.length} of 3):{' '}
        {tile.colonies.length === 0 ? 'none yet' : tile.colonies.map((seat, i) => <Owner key={i} seat={seat} players={players} />)}
      </div>
      <div>
        <b>Fleet docked</b>: {tile.fleet === null ? 'none' : <Owner seat={tile.fleet} players={players} />}
      </div>
    </div>
  );
}
