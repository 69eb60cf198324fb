// A space in the "pick from a list" fallback: its name (if printed), its placement bonus, its neighbours and
// the M€ neighbouring oceans pay, and where it is (row and place in the row, counted from the top left).
import type { SpaceChoiceView, SpaceView } from '../../shared/tm/view';
import { bonusAmounts } from '../../shared/tm/messages';
import { msg } from '../../shared/message';
import type { Say } from '../i18n/say';
import { useSay } from '../i18n/useSay';
import { saySpaceName } from './spaceName';

const NEIGHBOUR_KEYS = {
  ocean: 'tmScreen.space.near.ocean',
  greenery: 'tmScreen.space.near.greenery',
  city: 'tmScreen.space.near.city',
  special: 'tmScreen.space.near.special',
} as const;

function neighbourWords(say: Say, choice: SpaceChoiceView): string {
  const tiles = (Object.keys(NEIGHBOUR_KEYS) as (keyof typeof NEIGHBOUR_KEYS)[])
    .filter((kind) => choice.adjacent[kind] > 0)
    .map((kind) => msg(NEIGHBOUR_KEYS[kind], { count: choice.adjacent[kind] }));
  if (tiles.length === 0) return say('tmScreen.space.noNeighbours');
  return say('tmScreen.space.neighbours', { tiles, own: choice.ownAdjacent });
}

export function SpaceChoiceText({ space, choice }: { space: SpaceView | undefined; choice: SpaceChoiceView | undefined }) {
  const say = useSay();
  if (!space) return <span>{say('tmScreen.space.unknown')}</span>;
  const bonus = bonusAmounts(space.bonus);
  const title = saySpaceName(say, space) ?? say('tmScreen.space.kind', { kind: space.type });
  return (
    <span className="space-choice-text">
      <b className="space-choice-name">{title}</b>
      {space.type !== 'offmap' && <span className="space-choice-where"> · {say('tmScreen.space.where', { row: space.row + 1, place: space.col + 1 })}</span>}
      <span className="space-choice-bonus" data-testid={`space-bonus-${space.id}`}> · {bonus.length > 0 ? say('tmScreen.space.bonus', { bonus }) : say('tmScreen.space.noBonus')}</span>
      {choice && (
        <span className="space-choice-near" data-testid={`space-near-${space.id}`}>
          {` · ${neighbourWords(say, choice)}`}
          {choice.oceanBonus > 0 && <b className="space-choice-mc">{` · ${say('tmScreen.space.oceanBonus', { megacredits: choice.oceanBonus })}`}</b>}
        </span>
      )}
    </span>
  );
}
