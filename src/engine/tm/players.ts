// Small, frequently used facts about a player: tags in play, production floors, card holders.
import type { CardId, CardResource, Resource, Seat, Stock, Tag } from '../../shared/tm/basics';
import { clonePlain } from '../core/clonePlain';
import { getCard } from './cards/catalogue';
import { placedModules } from './cornucopia/grid';
import type { CardDef } from './cards/vocabulary';
import type { StandardProjectName } from '../../shared/tm/prompt';
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

export type ActiveCard = { played: PlayedCard; def: CardDef };

/**
 * What a player's cards in play say, remembered per player object between changes: payment, discount,
 * requirement and trigger checks ask for it many times per move. Cards in play only ever grow (pushed
 * onto `played`, or a corporation set), so the array, its length and the corporation tell whether it
 * is still true. A move's working copy has new player objects; `copyPlayer` hands the answer over to
 * them (the same definitions and tags, pointed at the copy's own card objects on first use).
 */
interface InPlay {
  played: PlayedCard[];
  length: number;
  corporation: PlayedCard | null | undefined;
  /** Where each active card sits: -1 for the corporation, else its index in `played`. */
  at: readonly number[];
  defs: readonly CardDef[];
  tags: ReadonlyMap<Tag, number>;
  /** Built from `at` on first use, so a carried answer costs nothing until somebody asks. */
  active?: readonly ActiveCard[];
  /** Worked out from the definitions on first use; a copy carries them (they read nothing else). */
  sums?: InPlaySums;
}

/** What the cards in play add up to for payments, prices and triggers, asked for every card and project of a prompt. */
export interface InPlaySums {
  steelBonus: number;
  titaniumBonus: number;
  /** Lasting discounts on project cards, in play order. */
  cardDiscounts: readonly NonNullable<CardDef['discount']>[];
  standardProjectDiscounts: Readonly<Partial<Record<StandardProjectName, number>>>;
  /** Steps of slack on global requirements (Adaptation Technology, Inventrix…). */
  requirementSlack: number;
  /** Positions in `activeCards` of the cards with triggers, which every game event asks about. */
  withTriggers: readonly number[];
}
const inPlayByPlayer = new WeakMap<PlayerState, InPlay>();

/**
 * A move's copy of a player (see draft.ts): plain player data, field by field, plus what is remembered
 * about its cards in play in a private field. Private fields are not properties: JSON, hashes, copies and
 * deep equality never see it, and it costs no WeakMap entry (one per player per move otherwise). Every
 * other player object (new games, loaded saves, bots' copies) is remembered in the WeakMap.
 */
class PlayerCopy {
  #inPlay: InPlay | undefined;

  constructor(p: PlayerState, inPlay: InPlay | undefined) {
    const self = this as unknown as PlayerState;
    self.seat = p.seat;
    self.name = p.name;
    self.color = p.color;
    self.beginner = p.beginner;
    self.corporation = p.corporation;
    self.tr = p.tr;
    self.stock = copyStock(p.stock);
    self.production = copyStock(p.production);
    self.hand = p.hand.slice();
    self.played = p.played.map(copyPlayed);
    self.corporationCard = p.corporationCard === null ? null : copyPlayed(p.corporationCard);
    self.passed = p.passed;
    self.actionsThisTurn = p.actionsThisTurn;
    self.firstActionPending = p.firstActionPending;
    self.offered = p.offered.slice();
    self.corporationsOffered = p.corporationsOffered.slice();
    self.trRaisedThisGeneration = p.trRaisedThisGeneration;
    self.draftHand = p.draftHand.slice();
    self.flow = { produced: copyStock(p.flow.produced), spent: copyStock(p.flow.spent) };
    if (p.nextCard !== undefined) self.nextCard = { discount: p.nextCard.discount, slack: p.nextCard.slack, generation: p.nextCard.generation };
    if (p.factory !== undefined) self.factory = clonePlain(p.factory);
    // the same cards in play, now the copy's own objects
    this.#inPlay = inPlay && {
      played: self.played, length: inPlay.length, corporation: self.corporationCard,
      at: inPlay.at, defs: inPlay.defs, tags: inPlay.tags, active: undefined, sums: inPlay.sums,
    };
  }

  static remembered(p: PlayerState): InPlay | undefined {
    return p instanceof PlayerCopy ? p.#inPlay : inPlayByPlayer.get(p);
  }

  static remember(p: PlayerState, known: InPlay): void {
    if (p instanceof PlayerCopy) p.#inPlay = known;
    else inPlayByPlayer.set(p, known);
  }
}

function copyStock(s: Stock): Stock {
  return { megacredits: s.megacredits, steel: s.steel, titanium: s.titanium, plants: s.plants, energy: s.energy, heat: s.heat };
}

function copyPlayed(c: PlayedCard): PlayedCard {
  return { id: c.id, resources: c.resources, actionUsed: c.actionUsed };
}

/**
 * A player's deep copy that keeps what is remembered about its cards in play (the same definitions,
 * tags and sums, pointed at the copy's own card objects on first use). Every field of PlayerState is
 * named in PlayerCopy; a test compares copies with their originals at every position of the recorded games.
 */
export function copyPlayer(p: PlayerState): PlayerState {
  const known = PlayerCopy.remembered(p);
  return new PlayerCopy(p, stillTrue(known, p) ? known : undefined) as unknown as PlayerState;
}

function stillTrue(known: InPlay | undefined, p: PlayerState): known is InPlay {
  return known !== undefined && known.played === p.played && known.length === p.played.length && known.corporation === p.corporationCard && !p.factory;
}

function inPlay(p: PlayerState): InPlay {
  const known = PlayerCopy.remembered(p);
  if (stillTrue(known, p)) return known;
  const at: number[] = [];
  const defs: CardDef[] = [];
  const tags = new Map<Tag, number>();
  const note = (index: number, played: PlayedCard) => {
    const def = getCard(played.id);
    if (def.type === 'event') return;
    at.push(index);
    defs.push(def);
    for (const t of def.tags) tags.set(t, (tags.get(t) ?? 0) + 1);
  };
  if (p.corporationCard) note(-1, p.corporationCard);
  p.played.forEach((played, i) => note(i, played));
  const fresh: InPlay = { played: p.played, length: p.played.length, corporation: p.corporationCard, at, defs, tags };
  // Cornucopia's production modules come and go with the factory grid, so those players are not remembered.
  if (p.factory) fresh.active = cardsInPlay(p).map((played) => ({ played, def: getCard(played.id) })).filter(({ def }) => def.type !== 'event');
  else PlayerCopy.remember(p, fresh);
  return fresh;
}

export function inPlaySums(p: PlayerState): InPlaySums {
  const known = inPlay(p);
  if (known.sums) return known.sums;
  const sums = { steelBonus: 0, titaniumBonus: 0, cardDiscounts: [] as NonNullable<CardDef['discount']>[], standardProjectDiscounts: {} as Partial<Record<StandardProjectName, number>>, requirementSlack: 0, withTriggers: [] as number[] };
  const active = activeCards(p);
  for (let k = 0; k < active.length; k++) {
    const def = active[k].def;
    if (def.triggers) sums.withTriggers.push(k);
    sums.requirementSlack += def.requirementSlack ?? 0;
    sums.steelBonus += def.paymentBonus?.steel ?? 0;
    sums.titaniumBonus += def.paymentBonus?.titanium ?? 0;
    if (def.discount && !def.discount.standardProjects) sums.cardDiscounts.push(def.discount);
    for (const [name, amount] of Object.entries(def.standardProjectDiscount ?? {}) as [StandardProjectName, number][]) {
      sums.standardProjectDiscounts[name] = (sums.standardProjectDiscounts[name] ?? 0) + amount;
    }
  }
  known.sums = sums;
  return sums;
}

/** Cards in play with their definitions, skipping events (whose abilities ended when played). Shared: do not modify. */
export function activeCards(p: PlayerState): readonly ActiveCard[] {
  const known = inPlay(p);
  if (!known.active) {
    const { at, defs } = known;
    known.active = at.map((index, k) => ({ played: index < 0 ? p.corporationCard! : p.played[index], def: defs[k] }));
  }
  return known.active;
}

/** Tags on the player's non-event cards in play and corporation (events' tags only count when played). */
export function tagCount(p: PlayerState, tag: Tag): number {
  return inPlay(p).tags.get(tag) ?? 0;
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
