// Lasting effects that react to what happens: matching a TriggerEvent against every card in play.
import type { CardId, Seat, SpaceId, Tag, TileKind } from '../../shared/tm/basics';
import { spaceById } from './board';
import type { Effect, TriggerEvent } from './cards/vocabulary';
import { activeCards } from './players';
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

/** Queues the effects of every card whose trigger matches, once per matching tag for tag triggers. */
export function fireTriggers(state: TmState, event: GameEvent): void {
  for (const p of state.players) {
    for (const { played, def } of activeCards(p)) {
      for (const trigger of def.triggers ?? []) {
        if (!matches(trigger.when, event, p.seat)) continue;
        const beneficiary = trigger.beneficiary === 'actor' ? event.actor : p.seat;
        // A card with two matching tags (e.g. two Earth tags) triggers once per tag.
        const times = trigger.when.on === 'cardPlayed' && trigger.when.tag
          ? (event as Extract<GameEvent, { on: 'cardPlayed' }>).tags.filter((t) => t === (trigger.when as { tag: Tag }).tag).length
          : 1;
        const effects = event.on === 'cardPlayed' ? bindPlayedCard(trigger.effects, event.card) : trigger.effects;
        for (let i = 0; i < times; i++) enqueueLast(state, beneficiary, played.id, effects);
      }
    }
  }
}
