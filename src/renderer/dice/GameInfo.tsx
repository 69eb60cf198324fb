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
import type { Message } from '../../shared/message';
import { useSay } from '../i18n/useSay';
import type { Say } from '../i18n/say';

/** Every track at its end: in solo the score will count, and the turns left still score. */
function marsTerraformed(view: DiceView): boolean {
  return view.temperature.value >= view.temperature.max && view.oxygen.value >= view.oxygen.max && view.oceans.placed >= view.oceans.max;
}

export function GameInfo({ view }: { view: DiceView }) {
  const say = useSay();
  const current = view.players[view.current];
  return (
    <div style={panel} data-testid="dice-info">
      <div style={heading}>
        {view.solo ? say('dice.info.turnSolo', { turn: view.turn }) : say('dice.info.turn', { turn: view.turn, round: view.round })} · {current?.name}
        {view.lastTurnsLeft !== null && !view.finished && <span> · {say('dice.info.lastTurns', { count: view.lastTurnsLeft })}</span>}
        {view.solo && !view.finished && marsTerraformed(view) && <span data-testid="solo-terraformed" title={say('dice.info.terraformedTip')}> · {say('dice.info.terraformed')}</span>}
      </div>
      <div style={small}>
        {say('dice.info.tracks', { temperature: view.temperature.labels[view.temperature.value], oxygen: view.oxygen.labels[view.oxygen.value], oceans: view.oceans.placed, max: view.oceans.max })}
      </div>
      <div style={small}>
        {say('dice.info.pool')}{' '}
        {DIE_COLOURS.map((c) => (
          <span key={c} style={chip(DIE_HEX[c], DIE_INK[c])} data-testid={`pool-${c}`}>
            {view.pool[c]}
          </span>
        ))}
        · {say('dice.info.deck', { count: view.deckCount })}
      </div>
    </div>
  );
}

/** A log entry in the player's language; a plain string (a line from an older version) is shown as it is. */
export function sayLogLine(say: Say, line: Message | string): string {
  return typeof line === 'string' ? line : say(line);
}

export function Log({ entries }: { entries: (Message | string)[] }) {
  const say = useSay();
  const lines = entries.map((line) => sayLogLine(say, line));
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
  const say = useSay();
  if (!view.finished || !view.scores) return null;
  const rows = [...view.scores].sort((a, b) => a.rank - b.rank);
  return (
    <div style={{ ...panel, position: 'absolute', left: '50%', top: '18%', transform: 'translateX(-50%)', minWidth: 420 }} data-testid="dice-final-scores">
      <div style={heading} data-testid="dice-result-heading">
        {view.solo
          ? say('dice.score.soloHeading')
          : view.winner !== null
            ? say('dice.score.wins', { player: view.players[view.winner]?.name ?? '' })
            : say('dice.score.tie', { players: rows.filter((s) => s.rank === 1).map((s) => s.name) })}
      </div>
      <PracticeMark />
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr style={small}>
            <th align="left">{say('dice.score.player')}</th>
            <th>{say('dice.score.track')}</th>
            <th>{say('dice.score.milestones')}</th>
            <th>{say('dice.score.awards')}</th>
            <th>{say('dice.score.cards')}</th>
            <th>{say('dice.score.total')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.seat} data-testid={`score-${s.seat}`}>
              <td>
                {view.players[s.seat] && <SeatMark color={view.players[s.seat].color} />} {say('dice.score.rankName', { rank: s.rank, player: s.name })}
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
              ? say('dice.score.soloCounted', { score: view.soloResult.score, rating: say(`dice.soloRating.${view.soloResult.rating}`) })
              : say('dice.score.soloFailed')}
          </div>
          <table style={small}>
            <tbody>
              {view.soloResult.table.map((r) => (
                <tr key={r.from} style={{ fontWeight: view.soloResult?.rating === r.rating ? 700 : 400 }}>
                  <td>{r.to === null ? say('dice.score.rangeFrom', { from: r.from }) : r.from === 0 ? say('dice.score.rangeBelow', { to: r.to + 1 }) : say('dice.score.range', { from: r.from, to: r.to })}</td>
                  <td>{say(`dice.soloRating.${r.rating}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
