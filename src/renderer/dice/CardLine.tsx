// A Dice Game card as one line of a panel: name, cost in die-coloured chips, and its text (wrapped, never cut).
// Hover or keyboard focus shows the whole card with its cost spelled out; a click pins it.
import type { DiceCardView } from '../../shared/dice/view';
import { usePreview } from '../common/Preview';
import { CostChips } from './DieChip';
import { heading, panel, small } from './styles';

export const KIND_HEX: Record<DiceCardView['kind'], string> = {
  green: '#2f6b35',
  red: '#7a2c22',
  blue: '#234d7a',
  corporation: '#5a4a22',
  bonus: '#5a2f6b',
};

const KIND_NAME: Record<DiceCardView['kind'], string> = {
  green: 'Green card (automated)',
  red: 'Red card (event)',
  blue: 'Blue card (active)',
  corporation: 'Corporation',
  bonus: 'Bonus card',
};

function DiceCardPreview({ card }: { card: DiceCardView }) {
  return (
    <div style={{ ...panel, width: 280, borderLeft: `6px solid ${KIND_HEX[card.kind]}` }} data-testid="dice-card-preview">
      <div style={heading}>{card.name}</div>
      <div style={small}>{KIND_NAME[card.kind]}</div>
      <div style={{ margin: '4px 0' }} data-testid="dice-card-preview-cost">
        {card.cost.length > 0 ? (
          <>
            Cost: <CostChips cost={card.cost} named />
          </>
        ) : (
          <span style={small}>No cost</span>
        )}
      </div>
      <div>{card.text}</div>
      {card.endVp !== 0 && <div style={small}>{card.endVp} VP at the end of the game</div>}
      {card.used && <div style={small}>Used this round</div>}
      {card.ours && <div style={small}>Our own design</div>}
    </div>
  );
}

export function CardLine({ card }: { card: DiceCardView }) {
  const preview = usePreview(() => <DiceCardPreview card={card} />, { placement: 'left-start', testId: 'dice-card-preview-pop' });
  return (
    <div
      style={{ borderLeft: `4px solid ${KIND_HEX[card.kind]}`, paddingLeft: 6, margin: '3px 0', opacity: card.used ? 0.55 : 1 }}
      data-testid={`card-${card.id}`}
      tabIndex={0}
      {...preview.anchorProps}
    >
      <b>{card.name}</b> {card.cost.length > 0 && <CostChips cost={card.cost} />}
      {card.used && <span style={small}> (used)</span>}
      {/* Parts of a card keep out of the `card-<id>` test ids, which name cards only. */}
      <div style={small} data-testid="dice-card-text">
        {card.text}
        {card.ours ? ' · our design' : ''}
      </div>
      {preview.floating}
    </div>
  );
}
