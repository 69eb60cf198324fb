// The final scores of a TINYforming Mars game. The window can be closed to look at the finished board;
// the top bar then offers it again.
import type { TinyView } from '../../shared/tiny/view';
import { PracticeMark } from '../undo/PracticeMark';
import { PlayerMark } from '../common/PlayerDot';
import { useSettings } from '../common/settings';
import { PLAYER_CUBE, PLAYER_CUBE_SHAPE } from './look';
import { CUBE_NAMES } from './Panels';

export function Scores({ view, onClose }: { view: TinyView; onClose: () => void }) {
  const colourBlind = useSettings((st) => st.colourBlind);
  if (!view.finished || !view.scores) return null;
  return (
    <div className="modal-back">
      <div className="modal tiny-scores" data-testid="tiny-scores" role="dialog" aria-label="Final scores">
        <h2>
          {view.solo
            ? view.soloWon
              ? 'Mars is terraformed!'
              : 'Time ran out before Mars was terraformed'
            : view.winners.length > 1
              ? 'A shared victory'
              : `${view.players[view.winners[0]]?.name ?? ''} wins`}
        </h2>
        <PracticeMark />
        <table>
          <thead>
            <tr>
              <th>Player</th>
              <th>Cities</th>
              <th>Greenery</th>
              <th>Water</th>
              <th>Heat</th>
              <th>Total</th>
              <th>Rank</th>
            </tr>
          </thead>
          <tbody>
            {view.scores.map((s) => (
              <tr key={s.seat} data-testid={`tiny-score-${s.seat}`}>
                <td>
                  {colourBlind && view.players[s.seat] && (
                    <PlayerMark hex={PLAYER_CUBE[view.players[s.seat].cube]} shape={PLAYER_CUBE_SHAPE[view.players[s.seat].cube]} label={`${CUBE_NAMES[view.players[s.seat].cube]} player`} />
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
        <p className="hint">Ties are broken by city points, then greenery, water and heat.</p>
        <div className="row-buttons">
          <button type="button" className="primary" data-testid="tiny-scores-close" onClick={onClose} autoFocus>
            Look at the board
          </button>
        </div>
      </div>
    </div>
  );
}
