// Every player's public board: VP, dice, wild tokens, production, cards in play; the viewer's hand too.
import { DIE_COLOURS } from '../../shared/dice/basics';
import type { DicePlayerView, DiceView } from '../../shared/dice/view';
import { CardLine } from './CardLine';
import { DieChip, FaceChip, WildChip } from './DieChip';
import { DIE_HEX, DIE_INK } from './palette';
import { SeatMark } from './SeatMark';
import { chip, heading, panel, small } from './styles';

function Board({ player, view }: { player: DicePlayerView; view: DiceView }) {
  const active = view.current === player.seat && !view.finished;
  return (
    <div style={{ ...panel, borderColor: active ? '#ffd27a' : undefined, marginBottom: 6 }} data-testid={`player-${player.seat}`}>
      <div style={heading}>
        <SeatMark color={player.color} /> {player.name} {player.kind === 'bot' ? '(bot)' : ''} · {player.vp} VP
        {active && <span style={small}> · to play</span>}
      </div>
      {player.corporation && (
        <div style={small} data-testid={`corporation-${player.seat}`}>
          <b>{player.corporation.name}</b>: {player.corporation.text}
        </div>
      )}
      <div>
        {player.dice.map((d, i) => (
          <DieChip key={i} die={d} />
        ))}
        <WildChip count={player.wild} />
      </div>
      <div style={small}>
        Production:{' '}
        {DIE_COLOURS.filter((c) => player.production[c] > 0).map((c) => (
          <span key={c} style={chip(DIE_HEX[c], DIE_INK[c])}>
            {player.production[c]}
          </span>
        ))}
        · hand {player.handCount} · {player.played.length} cards in play
        {player.milestones.length > 0 && ` · ${player.milestones.join(', ')}`}
      </div>
      <div style={small} data-testid={`award-counts-${player.seat}`}>
        Award symbols:{' '}
        {view.awards.map((a) => (
          <span key={a.face} style={{ marginRight: 6 }}>
            <FaceChip face={a.face} /> {player.symbols[a.face] ?? 0}
          </span>
        ))}
      </div>
      {player.played.length > 0 && (
        <details>
          <summary style={small}>Cards in play</summary>
          {[...player.played, ...player.bonusCards].map((c) => (
            <CardLine key={c.id} card={c} />
          ))}
        </details>
      )}
    </div>
  );
}

export function PlayerBoards({ view }: { view: DiceView }) {
  return (
    <div data-testid="player-boards">
      {view.players.map((p) => (
        <Board key={p.seat} player={p} view={view} />
      ))}
    </div>
  );
}

export function Hand({ me }: { me: DicePlayerView | undefined }) {
  if (!me?.hand) return null;
  return (
    <div style={panel} data-testid="dice-hand">
      <div style={heading}>Your hand ({me.hand.length})</div>
      {me.hand.map((c) => (
        <CardLine key={c.id} card={c} />
      ))}
    </div>
  );
}
