// Lasting effects that react to what happens: matching a TriggerEvent against every card in play.
import type { CardId, Resource, Seat, SpaceId, Tag, TileKind } from '../../shared/tm/basics';
import { getCard } from './cards/catalogue';
import { spaceById } from './board';
import type { Effect, TriggerEvent } from './cards/vocabulary';
import { activeCards, inPlaySums } from './players';
import { enqueueLast } from './queue';
import type { TmState } from './state';

export type GameEvent =
  | { on: 'cardPlayed'; actor: Seat; card: CardId; tags: Tag[]; hasRequirement: boolean }
  | { on: 'tilePlaced'; actor: Seat; tile: TileKind; onMars: boolean; space: SpaceId }
  | { on: 'standardProject'; actor: Seat }
  | { on: 'paidAtLeast'; actor: Seat; amount: number };

function matches(when: TriggerEvent, event: GameEvent, owner: Seat): boolean {
  if (when.on !== event.on) return false;
  if (when.who === 'self' && event.actor !== owner) return false;
  switch (when.on) {
    case 'cardPlayed': {
      const e = event as Extract<GameEvent, { on: 'cardPlayed' }>;
      if (when.withRequirement && !e.hasRequirement) return false;
      if (when.andTag !== undefined && !e.tags.includes(when.andTag)) return false;
      return when.tag === undefined || e.tags.includes(when.tag);
    }
    case 'tilePlaced': {
      const e = event as Extract<GameEvent, { on: 'tilePlaced' }>;
      if (e.tile !== when.tile || (when.onMarsOnly && !e.onMars)) return false;
      if (!when.spaceBonus) return true;
      const bonus = spaceById(e.space)?.bonus ?? {};
      return when.spaceBonus.some((kind) => (bonus[kind] ?? 0) > 0);
    }
    case 'paidAtLeast':
      return (event as Extract<GameEvent, { on: 'paidAtLeast' }>).amount >= when.amount;
    case 'standardProject':
      return true;
  }
}

/** Names the card just played in effects that act on it (Viral Enhancers adds a resource to it). */
function bindPlayedCard(effects: Effect[], card: CardId): Effect[] {
  return effects.map((e) => {
    if (e.do === 'addResource' && e.to === 'playedCard') return { ...e, card };
    if (e.do === 'choose') return { ...e, options: e.options.map((o) => ({ ...o, effects: bindPlayedCard(o.effects, card) })) };
    return e;
  });
}

/**
 * Own production the seat gains from its cards' triggers when it places a tile (Immigrant City and
 * Tharsis Republic each +1 M€ for a city), counting `extra` — the card being played, not yet in play.
 * The rulebook lets a card's effects and the effects it triggers be done in any order, so a card may
 * count these gains before its own production losses.
 */
export function ownProductionFromPlacing(state: TmState, seat: Seat, tile: TileKind, onMars: boolean, extra: CardId | null): Partial<Record<Resource, number>> {
  const gains: Partial<Record<Resource, number>> = {};
  const event: GameEvent = { on: 'tilePlaced', actor: seat, tile, onMars, space: '' };
  const defs = activeCards(state.players[seat]).map(({ def }) => def);
  if (extra && !defs.some((d) => d.id === extra)) defs.push(getCard(extra));
  for (const def of defs) {
    for (const trigger of def.triggers ?? []) {
      if (trigger.when.on !== 'tilePlaced' || trigger.when.spaceBonus || !matches(trigger.when, event, seat)) continue;
      for (const e of trigger.effects) {
        if (e.do === 'production' && typeof e.amount === 'number') gains[e.resource] = (gains[e.resource] ?? 0) + e.amount;
      }
    }
  }
  return gains;
}

/**
 * Queues the effects of every card whose trigger matches, once per matching tag for tag triggers.
 * `first` puts them ahead of what is already queued: a tile's triggers resolve before the rest of the
 * card that placed it (Immigrant City's own +1 M€ production comes before its -2).
 */
export function fireTriggers(state: TmState, event: GameEvent, first = false): void {
  const queued: { seat: Seat; source: CardId; effects: Effect[] }[] = [];
  for (const p of state.players) {
    const active = activeCards(p);
    for (const k of inPlaySums(p).withTriggers) {
      const { played, def } = active[k];
      for (const trigger of def.triggers!) {
        if (!matches(trigger.when, event, p.seat)) continue;
        const beneficiary = trigger.beneficiary === 'actor' ? event.actor : p.seat;
        // A card with two matching tags (e.g. two Earth tags) triggers once per tag.
        const times = trigger.when.on === 'cardPlayed' && trigger.when.tag
          ? (event as Extract<GameEvent, { on: 'cardPlayed' }>).tags.filter((t) => t === (trigger.when as { tag: Tag }).tag).length
          : 1;
        const effects = event.on === 'cardPlayed' ? bindPlayedCard(trigger.effects, event.card) : trigger.effects;
        for (let i = 0; i < times; i++) queued.push({ seat: beneficiary, source: played.id, effects });
      }
    }
  }
  if (first) {
    const items = queued.flatMap(({ seat, source, effects }) => effects.map((effect) => ({ seat, source, effect })));
    state.queue.unshift(...items);
  } else {
    for (const { seat, source, effects } of queued) enqueueLast(state, seat, source, effects);
  }
}
