// What a card's face says besides its name and text: its requirements and its victory points, as messages
// (catalogue keys with parameters) the renderer says in the player's language.
import { msg, type Message } from '../../../shared/message';
import type { CardResource, Tag } from '../../../shared/tm/basics';
import type { Requirement, VictoryPoints } from './vocabulary';

const tag = (t: Tag): Message => msg(`tmCards.cardFace.tag.${t}`);
const TILE_REQUIREMENT = {
  city: { self: 'tmCards.cardFace.req.ownCities', all: 'tmCards.cardFace.req.citiesInPlay' },
  greenery: { self: 'tmCards.cardFace.req.ownGreeneries', all: 'tmCards.cardFace.req.greeneriesInPlay' },
} as const;

function requirementWords(req: Requirement): Message[] {
  if ('parameter' in req) {
    const out: Message[] = [];
    if (req.min !== undefined) out.push(msg(`tmCards.cardFace.req.${req.parameter}Min`, { value: req.min }));
    if (req.max !== undefined) out.push(msg(`tmCards.cardFace.req.${req.parameter}Max`, { value: req.max }));
    return out;
  }
  if ('tag' in req) return [msg('tmCards.cardFace.req.tags', { count: req.min, tag: tag(req.tag) })];
  if ('production' in req) return [msg(`tmCards.cardFace.req.production.${req.production}`, { min: req.min })];
  return [msg(TILE_REQUIREMENT[req.tiles][req.who], { count: req.min })];
}

/** A card's requirements, one message each (a range gives two); empty when it has none. */
export function requirementMessages(reqs: readonly Requirement[] | undefined): Message[] {
  return (reqs ?? []).flatMap(requirementWords);
}

/** A card's victory points as its face shows them ("2 VP", "1 VP per 2 animals"); null when it scores none. */
export function victoryPointsMessage(vp: VictoryPoints | undefined, holds?: CardResource): Message | null {
  if (vp === undefined) return null;
  if (typeof vp === 'number') return msg('tmCards.cardFace.vp.points', { points: vp });
  if ('hook' in vp) return msg(`tmCards.cardFace.vp.${vp.hook}`);
  if (vp.per === 'resource') {
    return msg('tmCards.cardFace.vp.per', { points: vp.points ?? 1, what: msg(`tmCards.cardFace.per.${holds ?? 'animal'}`, { count: vp.every }) });
  }
  const what = vp.per === 'tag' ? msg('tmCards.cardFace.per.tag', { count: vp.every, tag: tag(vp.tag) }) : msg(`tmCards.cardFace.per.${vp.tile}`, { count: vp.every });
  return msg(vp.who === 'all' ? 'tmCards.cardFace.vp.perInPlay' : 'tmCards.cardFace.vp.per', { points: 1, what });
}
