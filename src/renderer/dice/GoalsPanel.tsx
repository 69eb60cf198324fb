// What can still be gained, readable without hovering: each milestone with its condition and who claimed it,
// each award's symbol with every player's count, and the bonuses still ahead on the two tracks.
import type { DiceTrackView, DiceView } from '../../shared/dice/view';
import { FaceChip } from './DieChip';
import { SeatMark } from './SeatMark';
import { heading, panel, small } from './styles';

function TrackBonuses({ name, unit, track }: { name: string; unit: string; track: DiceTrackView }) {
  const ahead = Object.entries(track.bonuses)
    .map(([step, text]) => [Number(step), text] as const)
    .filter(([step]) => step > track.value)
    .sort((a, b) => a[0] - b[0]);
  return (
    <div style={small} data-testid={`track-bonuses-${name}`}>
      <b>{name}</b>:{' '}
      {ahead.length === 0 ? 'no bonus left' : ahead.map(([step, text]) => `at ${track.labels[step]}${unit} ${text}`).join(' · ')}
    </div>
  );
}

export function GoalsPanel({ view }: { view: DiceView }) {
  return (
    <div style={panel} data-testid="dice-goals">
      <div style={heading}>Milestones (4 VP each)</div>
      {view.milestones.map((m) => (
        <div key={m.id} style={{ ...small, opacity: m.removed ? 0.5 : 0.85, textDecoration: m.removed ? 'line-through' : 'none' }} data-testid={`milestone-${m.id}`}>
          <b>{m.name}</b>: {m.text}
          {m.claimedBy !== null && <b> ✓ {view.players[m.claimedBy] && <SeatMark color={view.players[m.claimedBy].color} />} {view.players[m.claimedBy]?.name}</b>}
          {m.claimedBy === null && m.removed && ' (removed)'}
          {m.claimedBy === null && !m.removed && m.removedAtTurn ? ` (until turn ${m.removedAtTurn})` : ''}
        </div>
      ))}
      <div style={{ ...heading, marginTop: 6 }}>Awards (5 / 3 VP): symbols in played cards' costs</div>
      {view.awards.map((a) => (
        <div key={a.face} style={{ ...small, opacity: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }} data-testid={`award-${a.face}`}>
          <FaceChip face={a.face} named />
          {a.threshold ? <span>at least {a.threshold}</span> : null}
          {view.players.map((p) => (
            <span key={p.seat} data-testid={`award-${a.face}-${p.seat}`}>
              <SeatMark color={p.color} /> {p.name} {p.symbols[a.face] ?? 0}
            </span>
          ))}
        </div>
      ))}
      <div style={{ ...heading, marginTop: 6 }}>Track bonuses ahead</div>
      <TrackBonuses name="Temperature" unit=" °C" track={view.temperature} />
      <TrackBonuses name="Oxygen" unit=" %" track={view.oxygen} />
    </div>
  );
}
