// Small shared pieces of the HTML overlay: resource chips, tag chips, card tiles, player names.
import { PlayerDot } from '../common/PlayerDot';
import type { CardId, Resource, Tag } from '../../shared/tm/basics';
import type { CardInfo, PlayerView, TmView } from '../../shared/tm/view';
import { usePreview } from '../common/Preview';
import { playerHex } from '../colors';
import { useCardWords } from './cardWords';
import { msg } from '../../shared/message';
import { useSay } from '../i18n/useSay';

/** A resource's name as its icon's label and the help name it. */
export const RESOURCE_LABEL: Record<Resource, string> = {
  megacredits: 'tmScreen.resource.megacredits',
  steel: 'tmScreen.resource.steel',
  titanium: 'tmScreen.resource.titanium',
  plants: 'tmScreen.resource.plants',
  energy: 'tmScreen.resource.energy',
  heat: 'tmScreen.resource.heat',
};

const RESOURCE_GLYPH: Record<Resource, string> = {
  megacredits: '€',
  steel: '⚒',
  titanium: '★',
  plants: '❦',
  energy: 'ϟ',
  heat: '♨',
};

/** @param label the resource's name where the caller has its own words for it (else the catalogue's). */
export function ResIcon({ r, label: named }: { r: Resource; label?: string }) {
  const say = useSay();
  const label = named ?? say(RESOURCE_LABEL[r]);
  return (
    <span className={`res-icon res-${r}`} title={label} aria-label={label}>
      {RESOURCE_GLYPH[r]}
    </span>
  );
}

/** A tag's three-letter mark on a chip, in the player's language; its full name is the chip's tooltip. */
const TAG_SHORT: Record<Tag, string> = {
  building: 'tmScreen.tagShort.building', space: 'tmScreen.tagShort.space', science: 'tmScreen.tagShort.science',
  power: 'tmScreen.tagShort.power', earth: 'tmScreen.tagShort.earth', jovian: 'tmScreen.tagShort.jovian',
  plant: 'tmScreen.tagShort.plant', microbe: 'tmScreen.tagShort.microbe', animal: 'tmScreen.tagShort.animal',
  city: 'tmScreen.tagShort.city', event: 'tmScreen.tagShort.event', wild: 'tmScreen.tagShort.wild',
};

export function TagChip({ tag, count }: { tag: Tag; count?: number }) {
  const say = useSay();
  return (
    <span className={`tag tag-${tag}`} title={say(`tmCards.cardFace.tag.${tag}`)}>
      {TAG_SHORT[tag] ? say(TAG_SHORT[tag]) : tag}
      {count !== undefined && <b>{count}</b>}
    </span>
  );
}

export function PlayerName({ player }: { player: Pick<PlayerView, 'name' | 'color'> | undefined }) {
  if (!player) return <span>?</span>;
  return (
    <span className="pname">
      <PlayerDot color={player.color} />
      {player.name}
    </span>
  );
}

export function cardInfo(view: TmView, id: CardId): CardInfo {
  return (
    view.cards[id] ?? { id, name: `Card ${id}`, set: 'base', type: 'automated', cost: null, tags: [], requirements: [], vp: null }
  );
}

/** A long word (German compounds) gets a smaller type so it fits the card's width without being cut. */
function nameFit(name: string): string {
  const longest = Math.max(...name.split(/[\s-]/).map((w) => w.length));
  return longest > 15 ? ' longest-word' : longest > 12 ? ' long-word' : '';
}

/** The printed face of a card: cost, tags, name, requirement, text, resources on it and VP. */
function CardFace({ card, cost, resources, used }: { card: CardInfo; cost: number | null | undefined; resources?: number; used?: boolean }) {
  const words = useCardWords();
  return (
    <>
      <div className="card-head">
        {cost !== null && cost !== undefined && (
          <span className="card-cost" title={words.say('tmScreen.card.costHint')}>
            {cost}
            {card.cost !== null && cost !== card.cost && <s>{card.cost}</s>}
          </span>
        )}
        <span className="card-tags">
          {card.tags.map((t, i) => (
            <TagChip key={i} tag={t} />
          ))}
        </span>
      </div>
      <div className={`card-name${nameFit(words.name(card.id))}`}>{words.name(card.id)}</div>
      {card.requirements.length > 0 && <div className="card-req">{words.say(msg('tmCards.cardFace.requires', { requirements: card.requirements }))}</div>}
      <div className="card-text">{words.text(card.id)}</div>
      <div className="card-foot">
        {card.resourceType && (
          <span className="card-res">{words.say(msg(`tmCards.cardFace.held.${card.resourceType}`, { count: resources ?? 0 }))}</span>
        )}
        {used && <span className="card-used">{words.say('tmScreen.card.used')}</span>}
        {card.vp && <span className="card-vp" title={words.say('tmScreen.card.vpHint')}>{words.say(card.vp)}</span>}
        <span className="card-id">#{card.id}</span>
      </div>
    </>
  );
}

/** The whole card at full size, as the hover/focus preview shows it. */
export function CardPreview({ card, cost, resources, used }: { card: CardInfo; cost?: number; resources?: number; used?: boolean }) {
  return (
    <div className={`card card-full card-${card.type}`} data-testid="card-preview" data-card={card.id}>
      <CardFace card={card} cost={cost ?? card.cost} resources={resources} used={used} />
    </div>
  );
}

/**
 * A card's name wherever text names it (log, played cards, prompts); hover or focus shows the card, a click pins it.
 * Inside a button (a prompt choice) it only previews on hover: the click belongs to the button.
 */
export function CardName({ card, resources, used, testId, inButton }: { card: CardInfo; resources?: number; used?: boolean; testId?: string; inButton?: boolean }) {
  const preview = usePreview(() => <CardPreview card={card} resources={resources} used={used} />, { testId: 'card-preview-pop', pinnable: !inButton });
  const focusable = inButton ? {} : { tabIndex: 0, role: 'button' };
  const words = useCardWords();
  return (
    <>
      <span className="card-name-ref" {...focusable} data-testid={testId} data-card={card.id} {...preview.anchorProps}>
        {words.name(card.id)}
      </span>
      {preview.floating}
    </>
  );
}

export function CardTile({
  card,
  testId,
  selected,
  onClick,
  disabled,
  resources,
  used,
  footer,
  costOverride,
}: {
  card: CardInfo;
  testId?: string;
  selected?: boolean;
  onClick?: () => void;
  disabled?: boolean;
  resources?: number;
  used?: boolean;
  footer?: React.ReactNode;
  costOverride?: number;
}) {
  const cost = costOverride ?? card.cost;
  const preview = usePreview(() => <CardPreview card={card} cost={cost ?? undefined} resources={resources} used={used} />, {
    pinnable: !onClick,
    testId: 'card-preview-pop',
  });
  const Tag = onClick ? 'button' : 'div';
  return (
    <>
      <Tag
        {...preview.anchorProps}
        className={`card card-${card.type}${selected ? ' selected' : ''}${used ? ' used' : ''}${onClick ? ' clickable' : ''}`}
        data-testid={testId}
        data-card={card.id}
        aria-pressed={onClick ? !!selected : undefined}
        tabIndex={onClick ? undefined : 0}
        onClick={(e: React.MouseEvent) => {
          onClick?.();
          preview.anchorProps.onClick?.(e);
        }}
        disabled={onClick ? disabled : undefined}
      >
        <CardFace card={card} cost={cost} resources={resources} used={used} />
        {footer}
      </Tag>
      {preview.floating}
    </>
  );
}
