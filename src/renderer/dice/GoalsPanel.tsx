// What can still be gained, readable without hovering: each milestone with its condition and who claimed it,
// each award's symbol with every player's count, and the bonuses still ahead on the two tracks.
import type { DiceTrackView, DiceView } from '../../shared/dice/view';
import { FaceChip } from './DieChip';
import { SeatMark } from './SeatMark';
import { heading, panel, small } from './styles';
import { useSay } from '../i18n/useSay';

/** `testName` keeps the panel's test id the same in every language. */
function TrackBonuses({ name, testName, track }: { name: 'temperature' | 'oxygen'; testName: string; track: DiceTrackView }) {
  const say = useSay();
  const ahead = Object.entries(track.bonuses)
    .map(([step, text]) => [Number(step), text] as const)
    .filter(([step]) => step > track.value)
    .sort((a, b) => a[0] - b[0]);
  return (
    <div style={small} data-testid={`track-bonuses-${testName}`}>
      <b>{say(`dice.track.${name}`)}</b>:{' '}
      {ahead.length === 0 ? say('dice.goals.noBonusLeft') : ahead.map(([step, effects]) => say('dice.goals.bonusAt', { track: name, value: track.labels[step], effects })).join(' · ')}
    </div>
  );
}

export function GoalsPanel({ view }: { view: DiceView }) {
  const say = useSay();
  return (
    <div style={panel} data-testid="dice-goals">
      <div style={heading}>{say('dice.goals.milestones')}</div>
      {view.milestones.map((m) => (
        <div key={m.id} style={{ ...small, opacity: m.removed ? 0.5 : 0.85, textDecoration: m.removed ? 'line-through' : 'none' }} data-testid={`milestone-${m.id}`}>
          <b>{say(m.name)}</b>: {say(m.text)}
          {m.claimedBy !== null && <b> ✓ {view.players[m.claimedBy] && <SeatMark color={view.players[m.claimedBy].color} />} {view.players[m.claimedBy]?.name}</b>}
          {m.claimedBy === null && m.removed && ` ${say('dice.goals.removed')}`}
          {m.claimedBy === null && !m.removed && m.removedAtTurn ? ` ${say('dice.goals.until', { turn: m.removedAtTurn })}` : ''}
        </div>
      ))}
      <div style={{ ...heading, marginTop: 6 }}>{say('dice.goals.awards')}</div>
      {view.awards.map((a) => (
        <div key={a.face} style={{ ...small, opacity: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }} data-testid={`award-${a.face}`}>
          <FaceChip face={a.face} named />
          {a.threshold ? <span>{say('dice.goals.atLeast', { count: a.threshold })}</span> : null}
          {view.players.map((p) => (
            <span key={p.seat} data-testid={`award-${a.face}-${p.seat}`}>
              <SeatMark color={p.color} /> {p.name} {p.symbols[a.face] ?? 0}
            </span>
          ))}
        </div>
      ))}
      <div style={{ ...heading, marginTop: 6 }}>{say('dice.goals.trackBonuses')}</div>
      <TrackBonuses name="temperature" testName="Temperature" track={view.temperature} />
      <TrackBonuses name="oxygen" testName="Oxygen" track={view.oxygen} />
    </div>
  );
}
