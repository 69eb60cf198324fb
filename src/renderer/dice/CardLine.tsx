// A Dice Game card as one line of a panel: name, cost in die-coloured chips, and its text (wrapped, never cut).
// Hover or keyboard focus shows the whole card with its cost spelled out; a click pins it.
import type { DiceCardView } from '../../shared/dice/view';
import { usePreview } from '../common/Preview';
import { CostChips } from './DieChip';
import { heading, panel, small } from './styles';
import { useSay } from '../i18n/useSay';

export const KIND_HEX: Record<DiceCardView['kind'], string> = {
  green: '#2f6b35',
  red: '#7a2c22',
  blue: '#234d7a',
  corporation: '#5a4a22',
  bonus: '#5a2f6b',
};

function DiceCardPreview({ card }: { card: DiceCardView }) {
  const say = useSay();
  return (
    <div style={{ ...panel, width: 280, borderLeft: `6px solid ${KIND_HEX[card.kind]}` }} data-testid="dice-card-preview">
      <div style={heading}>{say(card.name)}</div>
      <div style={small}>{say(`dice.kind.${card.kind}`)}</div>
      <div style={{ margin: '4px 0' }} data-testid="dice-card-preview-cost">
        {card.cost.length > 0 ? (
          <>
            {say('dice.cardView.cost')} <CostChips cost={card.cost} named />
          </>
        ) : (
          <span style={small}>{say('dice.cardView.noCost')}</span>
        )}
      </div>
      <div>{say(card.text)}</div>
      {card.endVp !== 0 && <div style={small}>{say('dice.cardView.endVp', { count: card.endVp })}</div>}
      {card.used && <div style={small}>{say('dice.cardView.usedThisRound')}</div>}
      {card.ours && <div style={small}>{say('dice.cardView.ours')}</div>}
    </div>
  );
}

export function CardLine({ card }: { card: DiceCardView }) {
  const say = useSay();
  const preview = usePreview(() => <DiceCardPreview card={card} />, { placement: 'left-start', testId: 'dice-card-preview-pop' });
  return (
    <div
      style={{ borderLeft: `4px solid ${KIND_HEX[card.kind]}`, paddingLeft: 6, margin: '3px 0', opacity: card.used ? 0.55 : 1 }}
      data-testid={`card-${card.id}`}
      tabIndex={0}
      {...preview.anchorProps}
    >
      <b>{say(card.name)}</b> {card.cost.length > 0 && <CostChips cost={card.cost} />}
      {card.used && <span style={small}> {say('dice.cardView.used')}</span>}
      {/* Parts of a card keep out of the `card-<id>` test ids, which name cards only. */}
      <div style={small} data-testid="dice-card-text">
        {card.ours ? say('dice.cardView.textOurs', { text: card.text }) : say(card.text)}
      </div>
      {preview.floating}
    </div>
  );
}
