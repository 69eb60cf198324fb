// The final scores of a TINYforming Mars game. The window can be closed to look at the finished board;
// the top bar then offers it again.
import type { TinyView } from '../../shared/tiny/view';
import { PracticeMark } from '../undo/PracticeMark';
import { PlayerMark } from '../common/PlayerDot';
import { useSettings } from '../common/settings';
import { useSay } from '../i18n/useSay';
import { PLAYER_CUBE, PLAYER_CUBE_SHAPE } from './look';

export function Scores({ view, onClose }: { view: TinyView; onClose: () => void }) {
  const say = useSay();
  const colourBlind = useSettings((st) => st.colourBlind);
  if (!view.finished || !view.scores) return null;
  return (
    <div className="modal-back">
      <div className="modal tiny-scores" data-testid="tiny-scores" role="dialog" aria-label={say('tiny.scores.title')}>
        <h2>
          {view.solo
            ? view.soloWon
              ? say('tiny.scores.soloWon')
              : say('tiny.scores.soloLost')
            : view.winners.length > 1
              ? say('tiny.scores.shared')
              : say('tiny.scores.wins', { player: view.players[view.winners[0]]?.name ?? '' })}
        </h2>
        <PracticeMark />
        <table>
          <thead>
            <tr>
              <th>{say('tiny.scores.player')}</th>
              <th>{say('tiny.scores.cities')}</th>
              <th>{say('tiny.scores.greenery')}</th>
              <th>{say('tiny.scores.water')}</th>
              <th>{say('tiny.scores.heat')}</th>
              <th>{say('tiny.scores.total')}</th>
              <th>{say('tiny.scores.rank')}</th>
            </tr>
          </thead>
          <tbody>
            {view.scores.map((s) => (
              <tr key={s.seat} data-testid={`tiny-score-${s.seat}`}>
                <td>
                  {colourBlind && view.players[s.seat] && (
                    <PlayerMark hex={PLAYER_CUBE[view.players[s.seat].cube]} shape={PLAYER_CUBE_SHAPE[view.players[s.seat].cube]} label={say('tiny.screen.cubePlayer', { cube: view.players[s.seat].cube })} />
                  )}{' '}
                  {s.name}
                </td>
                <td>{s.cities}</td>
                <td>{s.greenery}</td>
                <td>{s.water}</td>
                <td>{s.heat}</td>
                <td>
                  <b>{s.total}</b>
                </td>
                <td>{s.rank}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="hint">{say('tiny.scores.tieBreak')}</p>
        <div className="row-buttons">
          <button type="button" className="primary" data-testid="tiny-scores-close" onClick={onClose} autoFocus>
            {say('tiny.scores.lookAtBoard')}
          </button>
        </div>
      </div>
    </div>
  );
}
