// A rough price for a card from its data alone: what buying, keeping or picking a card is worth to a
// seat. Played cards are valued by the evaluation itself; this is for cards not yet in play.
import type { TmState } from '../../engine/tm';
import { getCard } from '../../engine/tm/cards/catalogue';
import type { Amount, CardAction, CardDef, Effect } from '../../engine/tm/cards/vocabulary';
import type { PlayerState } from '../../engine/tm/state';
import { cardPaymentRules } from '../../engine/tm/payment';
import { unmetRequirement } from '../../engine/tm/requirements';
import { activeCards, tagCount } from '../../engine/tm/players';
import type { Resource, Seat } from '../../shared/tm/basics';
import type { Outlook } from './worth';

/**
 * The solo bot plays only about nine project cards a game, so a corporation's per-card effects
 * (triggers, discounts) repay far less there than its starting money and production.
 */
const SOLO_CORPORATION_ONGOING_SHARE = 0.25;

/**
 * Solo plays few building and space cards, so a corporation's starting steel and titanium (stock and
 * production) mostly sit idle: they count half when choosing a corporation.
 */
const SOLO_CORPORATION_METAL_SHARE = 0.5;

/** How much of the price (in M€) a solo bot's idle steel and titanium would save on a card. */
const SOLO_IDLE_METAL_SHARE = 0.7;
/**
 * In a multiplayer game metal in stock is worth a little less than the M€ it pays for (the evaluation's
 * stock rates), so steel or titanium a card can take saves part of its price: without it a Mining Guild
 * bought and played building cards as if its steel were not there, and ended games with dozens unspent.
 */
const IDLE_METAL_SHARE = 0.3;

function metalPayable(state: TmState, seat: Seat, id: string): number {
  const rules = cardPaymentRules(state, seat, id);
  const { steel, titanium } = state.players[seat].stock;
  return Math.min(rules.cost, steel * rules.steelValue + titanium * rules.titaniumValue);
}

/** Counts (per tag, per tile) are not known until the effect resolves; a typical value stands in. */
const TYPICAL_COUNT = 2;

function amountOf(a: Amount): number {
  return typeof a === 'number' ? a : Math.floor((TYPICAL_COUNT * (a.times ?? 1)) / (a.per ?? 1));
}

function trWorth(o: Outlook): number {
  return o.vp + o.gens;
}

/** A resource added to a card, whatever it does there (see `actionUseValue` for points it scores). */
const FLAT_RESOURCE_WORTH = 1.5;

/** What an effect is worth once, when it happens now. */
export function effectValue(e: Effect, o: Outlook): number {
  switch (e.do) {
    case 'production': return amountOf(e.amount) * o.production[e.resource] * o.gens;
    case 'productionOfAny': return e.amount * o.production[e.resource] * o.gens * 0.5;
    case 'gain': return amountOf(e.amount) * o.stock[e.resource];
    case 'removeFromAny': return e.amount * o.stock[e.resource] * 0.4;
    case 'steal': return e.amount * o.stock[e.resource] * 1.5;
    case 'raise': return e.steps * (trWorth(o) + o.step);
    case 'tr': return e.amount * trWorth(o);
    case 'place':
      if (e.tile === 'ocean') return trWorth(o) + o.step + 2;
      if (e.tile === 'greenery') return trWorth(o) + o.step + o.vp;
      if (e.tile === 'city') return o.vp * 1.5 + 2;
      return o.vp;
    case 'draw': return amountOf(e.amount) * Math.min(3.5, 1 + o.gens * 0.5);
    case 'addResource': return amountOf(e.amount) * FLAT_RESOURCE_WORTH;
    case 'spendResourceHere': return -e.amount * 1.5;
    case 'removeResourceFromAnyCard': return e.amount;
    case 'choose': return Math.max(0, ...e.options.map((opt) => opt.effects.reduce((s, x) => s + effectValue(x, o), 0)));
    case 'hook': return 3;
    default: return 0;
  }
}

function effectsValue(effects: Effect[] | undefined, o: Outlook): number {
  return (effects ?? []).reduce((s, e) => s + effectValue(e, o), 0);
}

function pointsValue(def: CardDef, o: Outlook): number {
  const vp = def.vp;
  if (vp === undefined) return 0;
  if (typeof vp === 'number') return vp * o.vp;
  if ('hook' in vp) return 2 * o.vp;
  // Points its own actions pile up are counted with those actions (ongoingValue), when they are.
  if (vp.per === 'resource' && o.accumulation > 0 && feedsItself(def)) return 0;
  if (vp.per === 'resource') return Math.min(4, (o.gens * (vp.points ?? 1)) / vp.every) * o.vp;
  return Math.min(4, 1 + o.gens / 4) * o.vp * 0.6;
}

/** What an action spends each use, in goods (money pays for everything and comes with TR too). */
function goodsSpent(action: CardAction): [Resource, number][] {
  const out: [Resource, number][] = [];
  for (const e of action.cost ?? []) {
    if (e.do === 'gain' && typeof e.amount === 'number' && e.amount < 0 && e.resource !== 'megacredits') out.push([e.resource, -e.amount]);
  }
  return out;
}

/** An owner's production of goods and what its card actions would spend of them in a generation. */
export interface GoodsUse {
  production: PlayerState['production'];
  demand: Partial<Record<Resource, number>>;
}

/** Computed once per position, since every action of every card in play reads it. */
export function goodsUse(owner: PlayerState): GoodsUse {
  const demand: Partial<Record<Resource, number>> = {};
  for (const { def } of activeCards(owner)) {
    for (const a of def.actions ?? []) for (const [r, n] of goodsSpent(a)) demand[r] = (demand[r] ?? 0) + n;
  }
  return { production: owner.production, demand };
}

/**
 * Energy production beyond what the owner's card actions spend in a generation, less one unit kept to
 * spare (negative when short of that): what lies beyond turns into heat at the next production phase.
 */
export function energyBeyondUse(use: GoodsUse): number {
  return use.production.energy - (use.demand.energy ?? 0) - 1;
}

/**
 * How often an action can be used per generation when it spends goods: the owner's production of
 * them is shared among every action that spends them (a little is allowed for stock and other sources).
 */
function usesPerGeneration(action: CardAction, use: GoodsUse, inPlay: boolean): number {
  let uses = 1;
  for (const [r, n] of goodsSpent(action)) {
    const total = Math.max(n, (use.demand[r] ?? 0) + (inPlay ? 0 : n));
    uses = Math.min(uses, Math.max(MIN_USES, use.production[r] / total));
  }
  return uses;
}
const MIN_USES = 0.15;

/** Points one resource scores on this card (0 unless its points are per resource). */
function pointsPerResource(def: CardDef): number {
  return def.vp !== undefined && typeof def.vp === 'object' && 'per' in def.vp && def.vp.per === 'resource' ? (def.vp.points ?? 1) / def.vp.every : 0;
}

/** Resources one use of `action` puts on its own card. */
function addedHere(action: CardAction): number {
  return (action.effects ?? []).reduce((n, e) => n + (e.do === 'addResource' && e.to === 'here' ? amountOf(e.amount) : 0), 0);
}

function feedsItself(def: CardDef): boolean {
  return (def.actions ?? []).some((a) => addedHere(a) > 0);
}

/**
 * What one use of an action is worth now. A resource it puts on its own card is priced at a flat
 * 1.5 M€ (`effectValue`); at `o.accumulation` above 0 that share of the points it scores there is
 * counted instead: an animal on Birds is a point, about 8 M€, not 1.5.
 */
function actionUseValue(def: CardDef, action: CardAction, o: Outlook): number {
  const now = { ...o, gens: 0 };
  const flat = effectsValue(action.effects, now) + effectsValue(action.cost, now);
  // Greedy and search (accumulation 0) price every position this way: skip the points there.
  if (o.accumulation === 0) return flat;
  const added = addedHere(action);
  return flat + o.accumulation * Math.max(0, added * (pointsPerResource(def) * o.vp - FLAT_RESOURCE_WORTH));
}

/**
 * What a card in play keeps giving until the end: actions, triggers and discounts. Given the owner's
 * goods, actions that spend a resource count only as often as its production can pay for them.
 */
export function ongoingValue(def: CardDef, o: Outlook, use?: GoodsUse, inPlay = true): number {
  let v = 0;
  for (const a of def.actions ?? []) {
    const perUse = Math.max(1.5, actionUseValue(def, a, o));
    v += perUse * (use ? usesPerGeneration(a, use, inPlay) : 1) * o.gens * 0.8;
  }
  v += (def.triggers?.length ?? 0) * 1.5 * o.gens;
  if (def.discount) v += def.discount.amount * (def.discount.tag ? 0.7 : 1.5) * o.gens;
  if (def.paymentBonus) v += 1.5 * o.gens;
  if (def.standardProjectDiscount) v += o.gens;
  return v;
}

/** A card's worth to the seat if it were played in time, minus its price; requirements not met yet cut it. */
export function cardValue(state: TmState, seat: Seat, id: string, o: Outlook): number {
  const def = getCard(id);
  const solo = state.players.length === 1;
  const ongoingShare = def.corporation && solo ? SOLO_CORPORATION_ONGOING_SHARE : 1;
  // One tally of the owner's goods serves both readers below (the expert's rates ask for both).
  const use = solo || o.accumulation > 0 || o.spareEnergyAsHeat ? goodsUse(state.players[seat]) : undefined;
  // An owner already making all the energy its cards use gets only heat from more.
  if (o.spareEnergyAsHeat && !def.corporation && energyBeyondUse(use!) >= 0) o = { ...o, production: { ...o.production, energy: o.production.heat } };
  let v = effectsValue(def.onPlay, o) + pointsValue(def, o) + ongoingValue(def, o, solo || o.accumulation > 0 ? use : undefined, false) * ongoingShare;
  v += def.tags.filter((t) => t !== 'event').length * 0.8 + (def.tags.includes('jovian') ? 1 : 0);
  if (def.corporation) {
    const c = def.corporation;
    v += c.startingMC;
    const share = (r: string) => (solo && (r === 'steel' || r === 'titanium') ? SOLO_CORPORATION_METAL_SHARE : 1);
    for (const [r, n] of Object.entries(c.startingProduction ?? {})) v += n * o.production[r as Resource] * o.gens * share(r);
    for (const [r, n] of Object.entries(c.startingResources ?? {})) v += n * o.stock[r as Resource] * share(r);
    v += effectsValue(c.firstAction, o);
    return v;
  }
  v -= def.cost ?? 0;
  // Solo plays few building and space cards, so steel and titanium in stock sit idle unless a card
  // can take them: the part of the price they would pay is mostly a saving.
  v += metalPayable(state, seat, id) * (solo ? SOLO_IDLE_METAL_SHARE : IDLE_METAL_SHARE);
  for (const req of def.requirements ?? []) {
    if (!unmetRequirement(state, seat, req)) continue;
    // A maximum already passed never comes back; a minimum may be reached later.
    if ('parameter' in req && req.max !== undefined && state.parameters[req.parameter] > req.max) return -100;
    // In solo few cards get played, so a missing tag is rarely made up in time.
    const farOff = solo && 'tag' in req && req.min > tagCount(state.players[seat], req.tag);
    v = v > 0 ? v * (farOff ? 0.1 : 0.5) : v - 2;
  }
  // A card that lowers one of the owner's productions cannot be played until that production is there.
  if (solo && lacksProductionToLower(state.players[seat], def)) v = v > 0 ? v * 0.3 : v - 2;
  return v;
}

function lacksProductionToLower(owner: PlayerState, def: CardDef): boolean {
  return (def.onPlay ?? []).some((e) => e.do === 'production' && typeof e.amount === 'number' && e.amount < 0
    && e.resource !== 'megacredits' && owner.production[e.resource] < -e.amount);
}
