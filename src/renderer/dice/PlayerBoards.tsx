// Every player's public board: VP, dice, wild tokens, production, cards in play; the viewer's hand too.
import { DIE_COLOURS } from '../../shared/dice/basics';
import type { DicePlayerView, DiceView } from '../../shared/dice/view';
import { CardLine } from './CardLine';
import { DieChip, FaceChip, WildChip } from './DieChip';
import { DIE_HEX, DIE_INK } from './palette';
import { SeatMark } from './SeatMark';
import { chip, heading, panel, small } from './styles';
import { useSay } from '../i18n/useSay';

function Board({ player, view }: { player: DicePlayerView; view: DiceView }) {
  const say = useSay();
  const active = view.current === player.seat && !view.finished;
  return (
    <div style={{ ...panel, borderColor: active ? '#ffd27a' : undefined, marginBottom: 6 }} data-testid={`player-${player.seat}`}>
      <div style={heading}>
        <SeatMark color={player.color} /> {player.name} {player.kind === 'bot' ? say('dice.player.bot') : ''} · {say('dice.player.vp', { vp: player.vp })}
        {active && <span style={small}> · {say('dice.player.toPlay')}</span>}
      </div>
      {player.corporation && (
        <div style={small} data-testid={`corporation-${player.seat}`}>
          <b>{say(player.corporation.name)}</b>: {say(player.corporation.text)}
        </div>
      )}
      <div>
        {player.dice.map((d, i) => (
          <DieChip key={i} die={d} />
        ))}
        <WildChip count={player.wild} />
      </div>
      <div style={small}>
        {say('dice.player.production')}{' '}
        {DIE_COLOURS.filter((c) => player.production[c] > 0).map((c) => (
          <span key={c} style={chip(DIE_HEX[c], DIE_INK[c])}>
            {player.production[c]}
          </span>
        ))}
        · {say('dice.player.handAndPlay', { hand: player.handCount, count: player.played.length })}
        {player.milestones.length > 0 && ` · ${player.milestones.map((m) => say(m)).join(', ')}`}
      </div>
      <div style={small} data-testid={`award-counts-${player.seat}`}>
        {say('dice.player.awardSymbols')}{' '}
        {view.awards.map((a) => (
          <span key={a.face} style={{ marginRight: 6 }}>
            <FaceChip face={a.face} /> {player.symbols[a.face] ?? 0}
          </span>
        ))}
      </div>
      {player.played.length > 0 && (
        <details>
          <summary style={small}>{say('dice.player.cardsInPlay')}</summary>
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
  const say = useSay();
  if (!me?.hand) return null;
  return (
    <div style={panel} data-testid="dice-hand">
      <div style={heading}>{say('dice.player.yourHand', { count: me.hand.length })}</div>
      {me.hand.map((c) => (
        <CardLine key={c.id} card={c} />
      ))}
    </div>
  );
}
