// The HTML panel a colony moon opens on hover or click: what a trade yields at each step of its track
// (the marker's step marked), the colony bonus, the build reward, whose colonies are there, which fleet
// is docked, and why a closed moon is closed.
import type { ColonyTileView, PlayerView } from '../../../shared/tm/view';
import { playerHex } from '../../colors';
import { PlayerDot } from '../../common/PlayerDot';
import { useSettings } from '../../common/settings';
import { useCardWords } from '../cardWords';
import { useSay } from '../../i18n/useSay';
import { msg } from '../../../shared/message';
import { rewardMessage } from '../../../shared/tm/colonyReward';
import { MAX_COLONIES_PER_MOON } from './moonTrack';

function Owner({ seat, players }: { seat: number; players: PlayerView[] | undefined }) {
  const p = players?.find((x) => x.seat === seat);
  const colourBlind = useSettings((s) => s.colourBlind);
  const say = useSay();
  return (
    <span className="moon-owner">
      {colourBlind && p ? <PlayerDot color={p.color} /> : <i style={{ background: playerHex(p?.color) }} />}
      {p?.name ?? say(msg('tmBoard.moon.seat', { number: seat + 1 }))}
    </span>
  );
}

export function MoonInfo({ tile, players, legal, onClose }: { tile: ColonyTileView; players: PlayerView[] | undefined; legal: boolean; onClose?: () => void }) {
  const words = useCardWords();
  const say = useSay();
  const yields = (step: number) => say(rewardMessage(tile.track[step]));
  return (
    <div className="moon-info" data-testid="moon-info" data-moon={tile.name}>
      <div className="moon-info-head">
        <b>{words.colonyName(tile.name)}</b>
        {!tile.open && <span className="badge">{say('tmBoard.moon.closed')}</span>}
        {legal && <span className="glow-word">{say('tmBoard.moon.chooseByClick')}</span>}
        {onClose && (
          <button type="button" className="small" data-testid="moon-info-close" onClick={onClose} aria-label={say('tmBoard.moon.close')}>
            ×
          </button>
        )}
      </div>
      <div className="hint" data-testid="moon-summary">{words.colonyText(tile.name)}</div>
      {!tile.open && <div className="hint">{say('tmBoard.moon.closedWhy')}</div>}
      {/* One row per step, so the values read at body size in the panel's width. */}
      <table className="moon-track" data-testid="moon-track">
        <thead>
          <tr>
            <th>{say('tmBoard.moon.trackStep')}</th>
            <th>{say('tmBoard.moon.trackYields')}</th>
          </tr>
        </thead>
        <tbody>
          {tile.track.map((_, step) => (
            <tr key={step} className={step === tile.marker ? 'marker' : ''}>
              <td className={step === tile.marker ? 'marker' : ''}>{step + 1}</td>
              <td className={step === tile.marker ? 'marker' : ''} data-testid={`moon-track-${step}`}>
                {yields(step)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="hint">{say(msg('tmBoard.moon.markerAt', { step: tile.marker + 1, reward: rewardMessage(tile.track[tile.marker]) }))}</div>
      <div data-testid="moon-colony-bonus">
        {say(msg('tmBoard.moon.colonyBonus', { reward: rewardMessage(tile.colonyBonus) }))} <span className="muted">{say('tmBoard.moon.colonyBonusWhen')}</span>
      </div>
      <div data-testid="moon-build-reward">
        {say(msg('tmBoard.moon.build', { reward: rewardMessage(tile.placementBonus) }))} <span className="muted">{say('tmBoard.moon.buildWhen')}</span>
      </div>
      <div>
        <b>{say('tmBoard.moon.colonies')}</b> {say(msg('tmBoard.moon.coloniesCount', { count: tile.colonies.length, max: MAX_COLONIES_PER_MOON }))}:{' '}
        {tile.colonies.length === 0 ? say('tmBoard.moon.noColonies') : tile.colonies.map((seat, i) => <Owner key={i} seat={seat} players={players} />)}
      </div>
      <div>
        <b>{say('tmBoard.moon.fleet')}</b>: {tile.fleet === null ? say('tmBoard.moon.noFleet') : <Owner seat={tile.fleet} players={players} />}
      </div>
    </div>
  );
}
