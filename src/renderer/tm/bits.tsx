// Small shared pieces of the HTML overlay: resource chips, tag chips, card tiles, player names.
import type { CardId, Resource, Tag } from '../../shared/tm/basics';
import type { CardInfo, PlayerView, TmView } from '../../shared/tm/view';
import { playerHex } from '../colors';

export const RESOURCE_LABEL: Record<Resource, string> = {
  megacredits: 'M€',
  steel: 'Steel',
  titanium: 'Titanium',
  plants: 'Plants',
  energy: 'Energy',
  heat: 'Heat',
};

const RESOURCE_GLYPH: Record<Resource, string> = {
  megacredits: '€',
  steel: '⚒',
  titanium: '★',
  plants: '❦',
  energy: 'ϟ',
  heat: '♨',
};

export function ResIcon({ r }: { r: Resource }) {
  return (
    <span className={`res-icon res-${r}`} title={RESOURCE_LABEL[r]} aria-label={RESOURCE_LABEL[r]}>
      {RESOURCE_GLYPH[r]}
    </span>
  );
}

const TAG_SHORT: Record<Tag, string> = {
  building: 'Bld', space: 'Spc', science: 'Sci', power: 'Pwr', earth: 'Ear', jovian: 'Jov',
  plant: 'Pla', microbe: 'Mic', animal: 'Ani', city: 'Cty', event: 'Evt', wild: 'Wld',
};

export function TagChip({ tag, count }: { tag: Tag; count?: number }) {
  return (
    <span className={`tag tag-${tag}`} title={tag}>
      {TAG_SHORT[tag] ?? tag}
      {count !== undefined && <b>{count}</b>}
    </span>
  );
}

export function PlayerName({ player }: { player: Pick<PlayerView, 'name' | 'color'> | undefined }) {
  if (!player) return <span>?</span>;
  return (
    <span className="pname">
      <span className="pdot" style={{ background: playerHex(player.color) }} />
      {player.name}
    </span>
  );
}

export function cardInfo(view: TmView, id: CardId): CardInfo {
  return (
    view.cards[id] ?? { id, name: `Card ${id}`, set: 'base', type: 'automated', cost: null, tags: [], requirement: '', text: '', vp: '' }
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
  const Tag = onClick ? 'button' : 'div';
  return (
    <Tag
      className={`card card-${card.type}${selected ? ' selected' : ''}${used ? ' used' : ''}${onClick ? ' clickable' : ''}`}
      data-testid={testId}
      data-card={card.id}
      aria-pressed={onClick ? !!selected : undefined}
      onClick={onClick}
      disabled={onClick ? disabled : undefined}
      title={`${card.name}${card.text ? ' — ' + card.text : ''}`}
    >
      <div className="card-head">
        {cost !== null && cost !== undefined && (
          <span className="card-cost" title="cost in M€">
            {cost}
            {costOverride !== undefined && card.cost !== null && costOverride !== card.cost && <s>{card.cost}</s>}
          </span>
        )}
        <span className="card-tags">
          {card.tags.map((t, i) => (
            <TagChip key={i} tag={t} />
          ))}
        </span>
      </div>
      <div className="card-name">{card.name}</div>
      {card.requirement && <div className="card-req">Req: {card.requirement}</div>}
      <div className="card-text">{card.text}</div>
      <div className="card-foot">
        {card.resourceType && (
          <span className="card-res" title={`${card.resourceType} resources on this card`}>
            {resources ?? 0} {card.resourceType}
          </span>
        )}
        {used && <span className="card-used">used</span>}
        {card.vp && <span className="card-vp" title="victory points">{card.vp} VP</span>}
        <span className="card-id">#{card.id}</span>
      </div>
      {footer}
    </Tag>
  );
}
