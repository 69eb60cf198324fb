// A space in the "pick from a list" fallback: its name (if printed), its placement bonus, its neighbours and
// the M€ neighbouring oceans pay, and where it is (row and place in the row, counted from the top left).
import type { SpaceChoiceView, SpaceView } from '../../shared/tm/view';
import { bonusWords, countOf } from '../../shared/tm/words';

function neighbourWords(choice: SpaceChoiceView): string {
  const { ocean, greenery, city, special } = choice.adjacent;
  const parts = [
    ocean > 0 ? countOf(ocean, 'ocean') : '',
    greenery > 0 ? countOf(greenery, 'greenery', 'greeneries') : '',
    city > 0 ? countOf(city, 'city', 'cities') : '',
    special > 0 ? countOf(special, 'special tile') : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'no tiles next to it';
  const own = choice.ownAdjacent > 0 ? ` (${choice.ownAdjacent} yours)` : '';
  return `next to ${parts.join(', ')}${own}`;
}

export function SpaceChoiceText({ space, choice }: { space: SpaceView | undefined; choice: SpaceChoiceView | undefined }) {
  if (!space) return <span>Unknown space</span>;
  const bonus = bonusWords(space.bonus);
  const title = space.name ?? (space.type === 'ocean' ? 'Ocean area' : space.type === 'land' ? 'Land' : 'Off Mars');
  return (
    <span className="space-choice-text">
      <b className="space-choice-name">{title}</b>
      {space.type !== 'offmap' && <span className="space-choice-where"> · row {space.row + 1}, place {space.col + 1}</span>}
      <span className="space-choice-bonus" data-testid={`space-bonus-${space.id}`}>{bonus ? ` · bonus: ${bonus}` : ' · no bonus'}</span>
      {choice && (
        <span className="space-choice-near" data-testid={`space-near-${space.id}`}>
          {` · ${neighbourWords(choice)}`}
          {choice.oceanBonus > 0 && <b className="space-choice-mc">{` · +${choice.oceanBonus} M€ from oceans`}</b>}
        </span>
      )}
    </span>
  );
}
