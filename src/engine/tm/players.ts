// Small, frequently used facts about a player: tags in play, production floors, card holders.
import type { CardId, CardResource, Resource, Seat, Tag } from '../../shared/tm/basics';
import { getCard } from './cards/catalogue';
import { placedModules } from './cornucopia/grid';
import type { CardDef } from './cards/vocabulary';
import type { PlayedCard, PlayerState, TmState } from './state';

export const PRODUCTION_FLOOR: Record<Resource, number> = {
  megacredits: -5, steel: 0, titanium: 0, plants: 0, energy: 0, heat: 0,
};

export function player(state: TmState, seat: Seat): PlayerState {
  const p = state.players[seat];
  if (!p) throw new Error(`no player in seat ${seat}`);
  return p;
}

/** Every card whose lasting abilities apply to the player: the corporation, then cards in play. */
export function cardsInPlay(p: PlayerState): PlayedCard[] {
  const cards = p.corporationCard ? [p.corporationCard, ...p.played] : p.played;
  // Cornucopia: production modules work like blue cards (triggers, discounts, resources, VP).
  return p.factory ? [...cards, ...placedModules(p.factory)] : cards;
}

/** Cards in play with their definitions, skipping events (whose abilities ended when played). */
export function activeCards(p: PlayerState): { played: PlayedCard; def: CardDef }[] {
  const out: { played: PlayedCard; def: CardDef }[] = [];
  for (const played of cardsInPlay(p)) {
    const def = getCard(played.id);
    if (def.type !== 'event') out.push({ played, def });
  }
  return out;
}

/** Tags on the player's non-event cards in play and corporation (events' tags only count when played). */
export function tagCount(p: PlayerState, tag: Tag): number {
  let n = 0;
  for (const { def } of activeCards(p)) for (const t of def.tags) if (t === tag) n++;
  return n;
}

export function tagCounts(p: PlayerState): Partial<Record<Tag, number>> {
  const out: Partial<Record<Tag, number>> = {};
  for (const { def } of activeCards(p)) for (const t of def.tags) out[t] = (out[t] ?? 0) + 1;
  const events = p.played.filter((c) => getCard(c.id).type === 'event').length;
  if (events) out.event = events;
  return out;
}

export function findPlayedCard(state: TmState, id: CardId): { seat: Seat; card: PlayedCard } | undefined {
  for (const p of state.players) for (const card of cardsInPlay(p)) if (card.id === id) return { seat: p.seat, card };
  return undefined;
}

/** The player's own cards in play that can hold a kind of card resource. */
export function resourceHolders(p: PlayerState, resource?: CardResource, except?: CardId): PlayedCard[] {
  return cardsInPlay(p).filter((c) => {
    if (c.id === except) return false;
    const holds = getCard(c.id).holds;
    return holds !== undefined && (resource === undefined || holds === resource);
  });
}

/** `pending` is production the player is about to gain from the same card (see canResolveAll). */
export function canLoseProduction(p: PlayerState, resource: Resource, amount: number, pending = 0): boolean {
  return p.production[resource] + pending - amount >= PRODUCTION_FLOOR[resource];
}

/** Whether the player's cards keep opponents from removing this stock resource or card resource. */
export function shielded(p: PlayerState, what: { stock?: Resource; cardResource?: CardResource }): boolean {
  return activeCards(p).some(({ def }) =>
    (what.stock !== undefined && def.shieldsOwner?.stock?.includes(what.stock))
    || (what.cardResource !== undefined && def.shieldsOwner?.cardResources?.includes(what.cardResource)));
}
