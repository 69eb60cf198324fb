// Every implemented card and corporation, looked up by id, plus how each is described to players.
import type { CardId, CardResource, Tag } from '../../../shared/tm/basics';
import type { CardInfo } from '../../../shared/tm/view';
import { COLONIES_CORPORATIONS } from './colonies/corporations';
import { COLONIES_PROJECT_CARDS } from './colonies/projects';
import { CORPORATIONS as BASE_CORPORATIONS } from './corporations';
import { PROJECT_CARDS as BASE_PROJECT_CARDS } from './projects';
import { MODULE_CARDS } from '../cornucopia/modules';
import type { CardDef, Requirement, VictoryPoints } from './vocabulary';

const PROJECT_CARDS: readonly CardDef[] = [...BASE_PROJECT_CARDS, ...COLONIES_PROJECT_CARDS];
const CORPORATIONS: readonly CardDef[] = [...BASE_CORPORATIONS, ...COLONIES_CORPORATIONS];
export const ALL_CARDS: readonly CardDef[] = [...PROJECT_CARDS, ...CORPORATIONS];

const BY_ID = new Map<CardId, CardDef>();
// Cornucopia's production modules are looked up like cards but never dealt: not in ALL_CARDS.
for (const card of [...ALL_CARDS, ...MODULE_CARDS]) {
  if (BY_ID.has(card.id)) throw new Error(`card id ${card.id} is defined twice`);
  BY_ID.set(card.id, card);
}

export const BEGINNER_CORPORATION_ID = 'R00';

export function getCard(id: CardId): CardDef {
  const card = BY_ID.get(id);
  if (!card) throw new Error(`unknown card id "${id}"`);
  return card;
}

export function hasCard(id: CardId): boolean {
  return BY_ID.has(id);
}

/** Which sets are in play; `colonies` is missing in options saved before the expansion existed. */
type SetOptions = { corporateEra: boolean; colonies?: boolean };

function allowedSet(card: CardDef, options: SetOptions): boolean {
  return card.set === 'base' || (card.set === 'corpera' && options.corporateEra) || (card.set === 'colonies' && options.colonies === true);
}

/** The implemented project cards of the sets in play, sorted by id. */
export function projectDeck(options: SetOptions): CardId[] {
  return PROJECT_CARDS.filter((c) => allowedSet(c, options)).map((c) => c.id).sort();
}

/** Corporations that may be dealt (never the Beginner Corporation, which is a set-up option). */
export function corporationPool(options: SetOptions): CardId[] {
  return CORPORATIONS.filter((c) => c.id !== BEGINNER_CORPORATION_ID && allowedSet(c, options)).map((c) => c.id).sort();
}

const TAG_NAMES: Record<Tag, string> = {
  building: 'Building', space: 'Space', science: 'Science', power: 'Power', earth: 'Earth', jovian: 'Jovian',
  plant: 'Plant', microbe: 'Microbe', animal: 'Animal', city: 'City', event: 'Event', wild: 'Wild',
};

const RESOURCE_NAMES: Record<string, string> = {
  megacredits: 'M€', steel: 'Steel', titanium: 'Titanium', plants: 'Plant', energy: 'Energy', heat: 'Heat',
};

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

function describeRequirement(req: Requirement): string {
  if ('parameter' in req) {
    const parts: string[] = [];
    if (req.parameter === 'temperature') {
      if (req.min !== undefined) parts.push(`Temperature ${req.min} °C or warmer`);
      if (req.max !== undefined) parts.push(`Temperature ${req.max} °C or colder`);
    } else if (req.parameter === 'oxygen') {
      if (req.min !== undefined) parts.push(`Oxygen ${req.min}% or more`);
      if (req.max !== undefined) parts.push(`Oxygen ${req.max}% or less`);
    } else {
      if (req.min !== undefined) parts.push(`${plural(req.min, 'ocean')} or more`);
      if (req.max !== undefined) parts.push(`${plural(req.max, 'ocean')} or fewer`);
    }
    return parts.join(', ');
  }
  if ('tag' in req) return `${plural(req.min, `${TAG_NAMES[req.tag]} tag`)}`;
  if ('production' in req) return `${RESOURCE_NAMES[req.production]} production ${req.min} or more`;
  const tile = plural(req.min, `${req.tiles} tile`);
  return req.who === 'self' ? `${tile} of your own` : `${tile} in play`;
}

/** A short human reading of a card's requirements, e.g. "Oxygen 5% or less"; empty when none. */
export function describeRequirements(reqs: Requirement[] | undefined): string {
  return (reqs ?? []).map(describeRequirement).join(', ');
}

const CARD_RESOURCE_NAMES: Record<CardResource, [string, string]> = {
  microbe: ['microbe', 'microbes'], animal: ['animal', 'animals'], science: ['science resource', 'science resources'],
  fighter: ['fighter', 'fighters'], floater: ['floater', 'floaters'], camp: ['camp', 'camps'],
};

const VP_HOOK_TEXT: Record<string, string> = {
  searchForLife: '3 if it holds a science resource',
  capitalOceans: '1 per ocean next to the Capital',
  commercialDistrict: '1 per city next to its tile',
  spacePortColony: '1 per 2 colonies in play',
};

/** Victory points as shown on the card, e.g. "2" or "1 per 2 animals"; empty when none. */
export function describeVictoryPoints(vp: VictoryPoints | undefined, holds?: CardResource): string {
  if (vp === undefined) return '';
  if (typeof vp === 'number') return String(vp);
  if ('hook' in vp) return VP_HOOK_TEXT[vp.hook] ?? 'see card';
  if (vp.per === 'resource') {
    const [one, many] = CARD_RESOURCE_NAMES[holds ?? 'animal'];
    const points = vp.points ?? 1;
    return vp.every === 1 ? `${points} per ${one}` : `${points} per ${vp.every} ${many}`;
  }
  if (vp.per === 'tag') {
    const tag = `${TAG_NAMES[vp.tag]} tag`;
    const whose = vp.who === 'all' ? ' in play' : '';
    return vp.every === 1 ? `1 per ${tag}${whose}` : `1 per ${vp.every} ${tag}s${whose}`;
  }
  const whose = vp.who === 'all' ? ' in play' : '';
  return vp.every === 1 ? `1 per ${vp.tile} tile${whose}` : `1 per ${vp.every} ${vp.tile} tiles${whose}`;
}

export function cardInfo(id: CardId): CardInfo {
  const c = getCard(id);
  const info: CardInfo = {
    id: c.id, name: c.name, set: c.set, type: c.type, cost: c.cost, tags: [...c.tags],
    requirement: describeRequirements(c.requirements), vp: describeVictoryPoints(c.vp, c.holds),
  };
  if (c.holds) info.resourceType = c.holds;
  if (c.actions?.length) info.hasAction = true;
  return info;
}
