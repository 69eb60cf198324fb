// The effect executor: resolves one queued effect, asking the player when a choice is needed.
import { cardResourceAmount, productionAmount, resourceAmount, specialTile, tileWithArticle } from '../../shared/tm/messages';
import { msg } from '../../shared/message';
import { cardName } from '../../shared/tm/contentKeys';
import type { CardId, CardResource, Resource, Seat } from '../../shared/tm/basics';
import { evaluateAmount } from './amounts';
import { getCard } from './cards/catalogue';
import { EFFECT_HOOKS } from './cards/hooks';
import type { Effect } from './cards/vocabulary';
import { drawCards, drawFromDeck } from './deck';
import { raiseParameter } from './parameters';
import { canLoseProduction, cardsInPlay, findPlayedCard, PRODUCTION_FLOOR, resourceHolders, shielded } from './players';
import { ask, enqueueNext, log } from './queue';
import { hasNeutralOpponent, NEUTRAL_SEAT } from './solo';
import { canPayMoney, heatSplits, payHeat, payMoney } from './spending';
import { ownProductionFromPlacing } from './triggers';
import { spendFromStock } from './resourceFlow';
import type { PlayedCard, PlayerState, QueuedEffect, TmState } from './state';
import { canPlaceTile, cardIdNamed, claimableSpaces, legalSpaces, type TileRequest } from './tiles';

const RESOURCE_LABEL: Record<Resource, string> = {
  megacredits: 'M€', steel: 'steel', titanium: 'titanium', plants: 'plants', energy: 'energy', heat: 'heat',
};

export function resourceLabel(r: Resource): string {
  return RESOURCE_LABEL[r];
}

function tileRequest(effect: Extract<Effect, { do: 'place' }>, source: CardId | null): TileRequest {
  const req: TileRequest = { tile: effect.tile, special: effect.special, where: effect.where, cardName: source ? getCard(source).name : undefined };
  if (effect.then) {
    req.then = effect.then;
    req.source = source;
  }
  return req;
}

/** Cards whose resources of a kind `seat` may remove: not protected ones, not opponents' shielded ones. */
export function removableCards(state: TmState, seat: Seat, source: CardId | null, resource: CardResource): PlayedCard[] {
  return state.players.flatMap((q) => {
    if (q.seat !== seat && shielded(q, { cardResource: resource })) return [];
    return cardsInPlay(q).filter((c) => {
      if (c.id === source || c.resources <= 0) return false;
      const def = getCard(c.id);
      return def.holds === resource && !def.resourcesProtected;
    });
  });
}

/** Players from whom `seat` may remove a stock resource (Protected Habitats shields plants from opponents). */
function stockTargets(state: TmState, seat: Seat, resource: Resource, among: Seat[] | undefined, othersOnly: boolean): PlayerState[] {
  return state.players.filter((q) => {
    if (q.stock[resource] <= 0 || (among && !among.includes(q.seat))) return false;
    if (q.seat === seat) return !othersOnly;
    return !shielded(q, { stock: resource });
  });
}

/** The cards a resource may be added to, for every `to` except 'here'. */
function addTargets(state: TmState, seat: Seat, source: CardId | null, effect: Extract<Effect, { do: 'addResource' }>): PlayedCard[] {
  const p = state.players[seat];
  if (effect.to === 'playedCard') {
    const card = effect.card ? cardsInPlay(p).find((c) => c.id === effect.card) : undefined;
    const holds = card ? getCard(card.id).holds : undefined;
    return card && holds && (effect.resource === undefined || holds === effect.resource) ? [card] : [];
  }
  if (effect.to === 'cardWithResources') return cardsInPlay(p).filter((c) => c.resources > 0 && getCard(c.id).holds !== undefined);
  const kind = effect.resource ?? (source ? getCard(source).holds : undefined);
  return resourceHolders(p, kind, effect.to === 'otherCard' ? source ?? undefined : undefined);
}

/**
 * Whether an effect can be carried out now. Used to decide if a card or action may be played:
 * a mandatory effect that cannot happen makes the whole card unplayable. A case that can answer false
 * must also be listed in `cannotFail` below, or card checks skip it.
 */
export function canResolve(state: TmState, seat: Seat, source: CardId | null, effect: Effect, earlier: ProductionDelta = {}): boolean {
  const p = state.players[seat];
  switch (effect.do) {
    case 'production': {
      const amount = evaluateAmount(state, seat, source, effect.amount);
      return amount >= 0 || p.production[effect.resource] + (earlier[effect.resource] ?? 0) + amount >= PRODUCTION_FLOOR[effect.resource];
    }
    case 'productionOfAny':
      return hasNeutralOpponent(state) || state.players.some((q) => canLoseProduction(q, effect.resource, effect.amount, q.seat === seat ? earlier[effect.resource] ?? 0 : 0));
    case 'gain': {
      const amount = evaluateAmount(state, seat, source, effect.amount);
      return amount >= 0 || p.stock[effect.resource] + amount >= 0;
    }
    case 'place':
      return canPlaceTile(state, seat, tileRequest(effect, source));
    case 'payMoney':
      return canPayMoney(p, effect);
    case 'payHeat':
      return heatSplits(p, effect.amount).length > 0;
    case 'spendResourceHere':
      return (source ? findPlayedCard(state, source)?.card.resources ?? 0 : 0) >= effect.amount;
    case 'removeResourceFromAnyCard':
      return hasNeutralOpponent(state) || removableCards(state, seat, source, effect.resource).length > 0;
    case 'addResource':
      // Putting a resource on a card that already holds some is the whole point of the card.
      return effect.to !== 'cardWithResources' || addTargets(state, seat, source, effect).length > 0;
    case 'lookAndKeep':
      return state.deck.length + state.discard.length > 0;
    case 'claimSpace':
      return claimableSpaces(state).length > 0;
    case 'choose':
      return offeredOptions(state, seat, source, effect).length > 0;
    default:
      return true;
  }
}

/** Own production changes made by earlier effects of the same card, not yet applied when checking. */
type ProductionDelta = Partial<Record<Resource, number>>;

/**
 * Whether the effects can all be carried out in order. Earlier production gains count for later
 * checks: Energy Tapping's +1 energy lets its owner be the one who loses 1 energy.
 */
export function canResolveAll(state: TmState, seat: Seat, source: CardId | null, effects: Effect[] | undefined): boolean {
  if (effects === undefined || alwaysResolvable(effects)) return true;
  const delta: ProductionDelta = {};
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i];
    if (!canResolve(state, seat, source, e, delta)) return false;
    if (e.do === 'production') delta[e.resource] = (delta[e.resource] ?? 0) + evaluateAmount(state, seat, source, e.amount);
    // What the tile's placement adds to production matters only to a production check after it.
    if (e.do === 'place' && checksProductionAfter(effects, i)) {
      const offMars = e.where === 'phobos' || e.where === 'ganymede';
      const gained = ownProductionFromPlacing(state, seat, e.tile, !offMars, source);
      for (const resource in gained) delta[resource as Resource] = (delta[resource as Resource] ?? 0) + gained[resource as Resource]!;
    }
  }
  return true;
}

/** Effects lists that no state can block, worked out once per list (card data never changes). */
const alwaysResolvableLists = new WeakMap<Effect[], boolean>();

export function alwaysResolvable(effects: Effect[]): boolean {
  let known = alwaysResolvableLists.get(effects);
  if (known === undefined) {
    known = effects.every(cannotFail);
    alwaysResolvableLists.set(effects, known);
  }
  return known;
}

/** An effect `canResolve` passes in every state: it gains, raises or draws without a condition. */
function cannotFail(effect: Effect): boolean {
  switch (effect.do) {
    case 'production':
    case 'gain':
      return typeof effect.amount === 'number' && effect.amount >= 0;
    case 'addResource':
      return effect.to !== 'cardWithResources';
    case 'productionOfAny': case 'place': case 'payMoney': case 'payHeat': case 'spendResourceHere':
    case 'removeResourceFromAnyCard': case 'lookAndKeep': case 'claimSpace': case 'choose':
      return false;
    default:
      return true;
  }
}

function checksProductionAfter(effects: Effect[], index: number): boolean {
  for (let i = index + 1; i < effects.length; i++) if (effects[i].do === 'production' || effects[i].do === 'productionOfAny') return true;
  return false;
}

/** Whether the effect would change anything: putting resources on a card needs a card that holds them. */
function doesSomething(state: TmState, seat: Seat, source: CardId | null, effect: Effect): boolean {
  if (effect.do !== 'addResource' || effect.to === 'here') return true;
  return addTargets(state, seat, source, effect).length > 0;
}

/**
 * The options of a choice that may be offered: those that can be carried out, and among them the
 * ones that do something (a choice of "3 microbes on a card" with no microbe card is not a choice).
 */
function offeredOptions(state: TmState, seat: Seat, source: CardId | null, effect: Extract<Effect, { do: 'choose' }>) {
  const possible = effect.options.filter((o) => canResolveAll(state, seat, o.source ?? source, o.effects));
  const useful = possible.filter((o) => o.effects.every((e) => doesSomething(state, seat, o.source ?? source, e)));
  return useful.length > 0 ? useful : possible;
}

/** Resolves one effect. It may queue further effects or leave a decision pending for a player. */
export function resolveEffect(state: TmState, item: QueuedEffect): void {
  const { seat, source, effect } = item;
  const p = state.players[seat];
  switch (effect.do) {
    case 'production': {
      const amount = evaluateAmount(state, seat, source, effect.amount);
      p.production[effect.resource] = Math.max(PRODUCTION_FLOOR[effect.resource], p.production[effect.resource] + amount);
      return;
    }
    case 'gain': {
      const amount = evaluateAmount(state, seat, source, effect.amount);
      // A negative gain is a cost of the player's own card (never below nothing).
      if (amount < 0) spendFromStock(p, effect.resource, Math.min(-amount, p.stock[effect.resource]));
      else p.stock[effect.resource] += amount;
      return;
    }
    case 'raise':
      raiseParameter(state, seat, effect.parameter, effect.steps);
      return;
    case 'tr':
      p.tr += effect.amount;
      if (effect.amount > 0) p.trRaisedThisGeneration = true;
      return;
    case 'draw': {
      const n = evaluateAmount(state, seat, source, effect.amount);
      drawCards(state, seat, n);
      log(state, seat, msg('tm.log.drewCards', { player: p.name, count: n }));
      return;
    }
    case 'place': {
      const req = tileRequest(effect, source);
      const spaces = legalSpaces(state, seat, req);
      if (spaces.length === 0) return; // e.g. all oceans already placed: nothing happens
      const tile = effect.special ? specialTile(cardIdNamed(effect.special)) : tileWithArticle(effect.tile);
      ask(state, { kind: 'space', seat, title: msg('tmPrompt.title.placeTile', { tile }), tile: effect.tile, spaces }, 'placeTile', { req });
      return;
    }
    case 'productionOfAny': {
      if (hasNeutralOpponent(state)) {
        // Solo: the neutral opponent takes every production loss (taking it yourself never helps).
        log(state, seat, msg('tm.log.neutralLostProduction', { amount: productionAmount(effect.resource, effect.amount) }));
        return;
      }
      const targets = state.players.filter((q) => canLoseProduction(q, effect.resource, effect.amount)).map((q) => q.seat);
      if (targets.length === 0) return;
      if (targets.length === 1) {
        loseProduction(state, targets[0], effect.resource, effect.amount);
        return;
      }
      ask(state, {
        kind: 'player', seat, players: targets,
        title: msg('tmPrompt.title.productionLoss', { amount: productionAmount(effect.resource, effect.amount) }),
      }, 'productionLoss', { resource: effect.resource, amount: effect.amount });
      return;
    }
    case 'removeFromAny':
    case 'steal': {
      const players = stockTargets(state, seat, effect.resource, effect.do === 'removeFromAny' ? effect.among : undefined, effect.do === 'steal');
      const take = effect.do === 'steal' ? 'steal' : 'remove';
      const options = players.map((q) => msg('tmPrompt.option.takeFrom', { take, amount: resourceAmount(effect.resource, Math.min(effect.amount, q.stock[effect.resource])), player: q.name }));
      const targets = players.map((q) => q.seat);
      if (effect.do === 'steal' && hasNeutralOpponent(state)) {
        options.push(msg('tmPrompt.option.takeFromNeutral', { take, amount: resourceAmount(effect.resource, effect.amount) }));
        targets.push(NEUTRAL_SEAT);
      }
      if (targets.length === 0) return;
      ask(state, { kind: 'option', seat, title: msg('tmPrompt.title.takeUpTo', { take, amount: resourceAmount(effect.resource, effect.amount) }), options: [...options, msg('tmPrompt.option.nobody')] },
        'takeResource', { resource: effect.resource, amount: effect.amount, targets, steal: effect.do === 'steal' });
      return;
    }
    case 'addResource': {
      const amount = evaluateAmount(state, seat, source, effect.amount);
      if (amount <= 0) return;
      if (effect.to === 'here') {
        const here = source ? findPlayedCard(state, source) : undefined;
        if (here) here.card.resources += amount;
        return;
      }
      const kind = effect.resource ?? (source ? getCard(source).holds : undefined);
      const holders = addTargets(state, seat, source, effect);
      if (holders.length === 0) return; // nowhere to put them: they are lost
      if (holders.length === 1) {
        holders[0].resources += amount;
        return;
      }
      ask(state, { kind: 'cards', seat, title: msg('tmPrompt.title.addResourceTo', { amount: cardResourceAmount(kind ?? 'resource', amount) }), cards: holders.map((h) => h.id), min: 1, max: 1, costEach: 0 },
        'addResourceTo', { amount });
      return;
    }
    case 'payMoney':
      payMoney(state, seat, effect);
      return;
    case 'payHeat':
      payHeat(state, seat, effect.amount);
      return;
    case 'spendResourceHere': {
      const here = source ? findPlayedCard(state, source) : undefined;
      if (here) here.card.resources = Math.max(0, here.card.resources - effect.amount);
      return;
    }
    case 'removeResourceFromAnyCard': {
      const candidates = removableCards(state, seat, source, effect.resource);
      const options = candidates.map((c) => msg('tmPrompt.option.cardOfPlayer', { card: cardName(c.id), player: state.players[findPlayedCard(state, c.id)!.seat].name, count: c.resources }));
      // Solo: the neutral opponent has any resource asked of it (Predators can feed on it).
      if (hasNeutralOpponent(state)) options.push(msg('tmPrompt.option.neutralOpponent'));
      if (options.length === 0) return;
      ask(state, {
        kind: 'option', seat, title: msg('tmPrompt.title.removeFromWhichCard', { amount: cardResourceAmount(effect.resource, effect.amount) }),
        // Used as the price of an action (take an animal to feed this one), so there is no "none" option.
        options,
      }, 'removeCardResource', { cards: candidates.map((c) => c.id), amount: effect.amount });
      return;
    }
    case 'choose': {
      const options = offeredOptions(state, seat, source, effect);
      if (options.length === 0) return;
      if (options.length === 1) {
        enqueueNext(state, seat, options[0].source ?? source, options[0].effects);
        return;
      }
      ask(state, { kind: 'option', seat, title: msg('tmPrompt.title.chooseOne'), options: options.map((o) => o.label) }, 'chooseEffects', { source, options });
      return;
    }
    case 'lookAndKeep': {
      const looked = drawFromDeck(state, effect.look);
      if (looked.length === 0) return;
      const keep = Math.min(effect.keep, looked.length);
      ask(state, { kind: 'cards', seat, title: msg('tmPrompt.title.keepLooked', { count: keep }), cards: looked, min: keep, max: keep, costEach: 0 }, 'keepLooked', { holding: looked });
      return;
    }
    case 'cycleCard': {
      if (p.hand.length === 0 || state.deck.length + state.discard.length === 0) return;
      ask(state, { kind: 'cards', seat, title: msg('tmPrompt.title.cycleCard'), cards: [...p.hand], min: 0, max: 1, costEach: 0 }, 'cycleCard');
      return;
    }
    case 'claimSpace': {
      const spaces = claimableSpaces(state);
      if (spaces.length === 0) return;
      ask(state, { kind: 'space', seat, title: msg('tmPrompt.title.claimSpace'), tile: 'special', spaces }, 'claimSpace');
      return;
    }
    case 'nextCard':
      p.nextCard = { discount: effect.discount ?? 0, slack: effect.slack ?? 0, generation: state.generation };
      return;
    case 'hook': {
      const hook = EFFECT_HOOKS[effect.name];
      if (!hook) throw new Error(`unknown effect hook "${effect.name}"`);
      const more = hook({ state, seat, card: source });
      if (more && more.length) enqueueNext(state, seat, source, more);
      return;
    }
  }
}

export function loseProduction(state: TmState, target: Seat, resource: Resource, amount: number): void {
  const q = state.players[target];
  q.production[resource] = Math.max(PRODUCTION_FLOOR[resource], q.production[resource] - amount);
  log(state, target, msg('tm.log.lostProduction', { player: q.name, amount: productionAmount(resource, amount) }));
}
