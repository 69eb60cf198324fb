// Shared game facts: turn, tracks and pool (milestones, awards and track bonuses are in GoalsPanel), the log
// tail; and the final scores when over.
import { DIE_COLOURS } from '../../shared/dice/basics';
import type { DiceView } from '../../shared/dice/view';
import { DIE_HEX, DIE_INK } from './palette';
import { chip, heading, panel, small } from './styles';
import { PracticeMark } from '../undo/PracticeMark';
import { SeatMark } from './SeatMark';
import { withUndoNotes } from '../undo/undoLines';
import { UndoLogLine } from '../undo/UndoLogLine';
import { useApp } from '../store';
import { GameLog } from '../common/GameLog';

/** Every track at its end: in solo the score will count, and the turns left still score. */
function marsTerraformed(view: DiceView): boolean {
  return view.temperature.value >= view.temperature.max && view.oxygen.value >= view.oxygen.max && view.oceans.placed >= view.oceans.max;
}

export function GameInfo({ view }: { view: DiceView }) {
  const current = view.players[view.current];
  return (
    <div style={panel} data-testid="dice-info">
      <div style={heading}>
        {view.solo ? `Turn ${view.turn} of 50` : `Turn ${view.turn} · round ${view.round}`} · {current?.name}
        {view.lastTurnsLeft !== null && !view.finished && <span> · last turns: {view.lastTurnsLeft}</span>}
        {view.solo && !view.finished && marsTerraformed(view) && <span data-testid="solo-terraformed" title="Your score will count. Every turn up to 50 is still played and still scores."> · Mars terraformed ✓</span>}
      </div>
      <div style={small}>
        Temperature {view.temperature.labels[view.temperature.value]} °C · oxygen {view.oxygen.labels[view.oxygen.value]} % · oceans {view.oceans.placed}/{view.oceans.max}
      </div>
      <div style={small}>
        Pool:{' '}
        {DIE_COLOURS.map((c) => (
          <span key={c} style={chip(DIE_HEX[c], DIE_INK[c])} data-testid={`pool-${c}`}>
            {view.pool[c]}
          </span>
        ))}
        · deck {view.deckCount}
      </div>
    </div>
  );
}

export function Log({ lines }: { lines: string[] }) {
  const undo = useApp((s) => s.session?.undo);
  return (
    <GameLog testId="dice-log" style={{ ...panel, padding: 0, maxHeight: '24vh', flex: 'none' }} tailKey={`${lines.length}|${lines[lines.length - 1]}|${undo?.log.length ?? 0}`}>
      <div style={{ padding: '8px 10px' }}>
        {withUndoNotes(lines, undo).map((item) =>
          item.kind === 'undo' ? (
            <div key={`undo-${item.index}`} style={small}>
              <UndoLogLine text={item.text} />
            </div>
          ) : (
            <div key={item.index} style={small} data-testid="dice-log-line">
              {item.line}
            </div>
          ),
        )}
      </div>
    </GameLog>
  );
}

export function FinalScores({ view }: { view: DiceView }) {
  if (!view.finished || !view.scores) return null;
  const rows = [...view.scores].sort((a, b) => a.rank - b.rank);
  return (
    <div style={{ ...panel, position: 'absolute', left: '50%', top: '18%', transform: 'translateX(-50%)', minWidth: 420 }} data-testid="dice-final-scores">
      <div style={heading} data-testid="dice-result-heading">
        {view.solo
          ? 'Solo result'
          : view.winner !== null
            ? `${view.players[view.winner]?.name} wins`
            : `Tie: ${rows.filter((s) => s.rank === 1).map((s) => s.name).join(' and ')} (a rematch decides)`}
      </div>
      <PracticeMark />
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr style={small}>
            <th align="left">Player</th>
            <th>Track</th>
            <th>Milestones</th>
            <th>Awards</th>
            <th>Cards</th>
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.seat} data-testid={`score-${s.seat}`}>
              <td>
                {s.rank}. {view.players[s.seat] && <SeatMark color={view.players[s.seat].color} />} {s.name}
              </td>
              <td align="center">{s.track}</td>
              <td align="center">{s.milestones}</td>
              <td align="center">{s.awards}</td>
              <td align="center">{s.cards}</td>
              <td align="center">
                <b>{s.total}</b>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.soloResult && (
        <div data-testid="solo-benchmark" style={{ marginTop: 8 }}>
          <div>
            {view.soloResult.completed
              ? `Mars terraformed: ${view.soloResult.score} points — ${view.soloResult.rating}`
              : 'Mars was not terraformed within 50 turns: the score does not count.'}
          </div>
          <table style={small}>
            <tbody>
              {view.soloResult.table.map((r) => (
                <tr key={r.from} style={{ fontWeight: view.soloResult?.rating === r.label ? 700 : 400 }}>
                  <td>{r.to === null ? `${r.from}+` : r.from === 0 ? `< ${r.to + 1}` : `${r.from}–${r.to}`}</td>
                  <td>{r.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
