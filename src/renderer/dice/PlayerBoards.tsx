// Every player's public board: VP, dice, wild tokens, production, cards in play; the viewer's hand too.
import type React from 'react';
import { DIE_COLOURS, type Face } from '../../shared/dice/basics';
import type { DiceCardView, DicePlayerView, DiceView } from '../../shared/dice/view';
import { DieChip, WildChip } from './DieChip';
import { DIE_HEX, DIE_INK, FACE_GLYPH, playerHex } from './palette';
import { chip, heading, panel, small } from './styles';

const KIND_HEX: Record<DiceCardView['kind'], string> = {
  green: '#2f6b35',
  red: '#7a2c22',
  blue: '#234d7a',
  corporation: '#5a4a22',
  bonus: '#5a2f6b',
};

export function CardLine({ card, compact = false }: { card: DiceCardView; compact?: boolean }) {
  // Compact lines keep the text to one line (full text on hover) so a big hand does not cover the board.
  const text: React.CSSProperties = compact ? { ...small, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } : small;
  return (
    <div
      style={{ borderLeft: `4px solid ${KIND_HEX[card.kind]}`, paddingLeft: 6, margin: '3px 0', opacity: card.used ? 0.55 : 1 }}
      title={card.text}
      data-testid={`card-${card.id}`}
    >
      <b>{card.name}</b>
      {card.cost.length > 0 && <span style={small}> {card.cost.map((f: Face) => FACE_GLYPH[f]).join(' ')}</span>}
      {card.used && <span style={small}> (used)</span>}
      <div style={text}>
        {card.text}
        {card.ours ? ' · our design' : ''}
      </div>
    </div>
  );
}

function Board({ player, view }: { player: DicePlayerView; view: DiceView }) {
  const active = view.current === player.seat && !view.finished;
  return (
    <div style={{ ...panel, borderColor: active ? '#ffd27a' : undefined, marginBottom: 6 }} data-testid={`player-${player.seat}`}>
      <div style={heading}>
        <span style={{ color: playerHex(player.color) }}>■</span> {player.name} {player.kind === 'bot' ? '(bot)' : ''} · {player.vp} VP
        {active && <span style={small}> · to play</span>}
      </div>
      {player.corporation && <div style={small}>{player.corporation.name}</div>}
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
        <CardLine key={c.id} card={c} compact />
      ))}
    </div>
  );
}
