// What a card's face says besides its name and text: its requirements and its victory points, as messages
// (catalogue keys with parameters) the renderer says in the player's language.
import { msg, type Message } from '../../../shared/message';
import type { CardResource, Tag } from '../../../shared/tm/basics';
import type { Requirement, VictoryPoints } from './vocabulary';

const tag = (t: Tag): Message => msg(`tm.cardFace.tag.${t}`);
const TILE_REQUIREMENT = {
  city: { self: 'tm.cardFace.req.ownCities', all: 'tm.cardFace.req.citiesInPlay' },
  greenery: { self: 'tm.cardFace.req.ownGreeneries', all: 'tm.cardFace.req.greeneriesInPlay' },
} as const;

function requirementWords(req: Requirement): Message[] {
  if ('parameter' in req) {
    const out: Message[] = [];
    if (req.min !== undefined) out.push(msg(`tm.cardFace.req.${req.parameter}Min`, { value: req.min }));
    if (req.max !== undefined) out.push(msg(`tm.cardFace.req.${req.parameter}Max`, { value: req.max }));
    return out;
  }
  if ('tag' in req) return [msg('tm.cardFace.req.tags', { count: req.min, tag: tag(req.tag) })];
  if ('production' in req) return [msg(`tm.cardFace.req.production.${req.production}`, { min: req.min })];
  return [msg(TILE_REQUIREMENT[req.tiles][req.who], { count: req.min })];
}

/** A card's requirements, one message each (a range gives two); empty when it has none. */
export function requirementMessages(reqs: readonly Requirement[] | undefined): Message[] {
  return (reqs ?? []).flatMap(requirementWords);
}

/** A card's victory points as its face shows them ("2 VP", "1 VP per 2 animals"); null when it scores none. */
export function victoryPointsMessage(vp: VictoryPoints | undefined, holds?: CardResource): Message | null {
  if (vp === undefined) return null;
  if (typeof vp === 'number') return msg('tm.cardFace.vp.points', { points: vp });
  if ('hook' in vp) return msg(`tm.cardFace.vp.${vp.hook}`);
  if (vp.per === 'resource') {
    return msg('tm.cardFace.vp.per', { points: vp.points ?? 1, what: msg(`tm.cardFace.per.${holds ?? 'animal'}`, { count: vp.every }) });
  }
  const what = vp.per === 'tag' ? msg('tm.cardFace.per.tag', { count: vp.every, tag: tag(vp.tag) }) : msg(`tm.cardFace.per.${vp.tile}`, { count: vp.every });
  return msg(vp.who === 'all' ? 'tm.cardFace.vp.perInPlay' : 'tm.cardFace.vp.per', { points: 1, what });
}
