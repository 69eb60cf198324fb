// The action phase: what a player may do on their turn, and starting each kind of action.
import { standardProjectName, tileWithArticle } from '../../shared/tm/messages';
import { awardName, cardName, milestoneName } from '../../shared/tm/contentKeys';
import { msg, type Message } from '../../shared/message';
import type { CardId, Payment, Seat, SpaceId, TileKind } from '../../shared/tm/basics';
import type { ActionChoice, Move, PlayableCard, StandardProjectName } from '../../shared/tm/prompt';
import type { StandardProjectBlock } from '../../shared/tm/view';
import { getCard } from './cards/catalogue';
import { askBuildColony } from './colonies/build';
import { BUILD_COLONY_COST, buildColonyUsable, coloniesActionChoices, startColoniesAction } from './colonies/actions';
import { foodFactoryUsable, moduleProjectUsable } from './cornucopia/build';
import { FACTORY_COST } from './cornucopia/factories';
import { cornucopiaActionChoices, startCornucopiaAction } from './cornucopia/moduleActions';
import { isModuleId, MODULE_COST } from './cornucopia/modules';
import { PLAY_CHECK_HOOKS } from './cards/hooks';
import type { CardAction, Effect } from './cards/vocabulary';
import { canResolve, canResolveAll } from './effects';
import { AWARDS, claimableMilestones, fundableAwards, MILESTONE_COST, MILESTONES, nextAwardCost } from './milestonesAwards';
import { canAfford, canAffordMoney, cardPaymentRules, defaultPayment, moneyOnlyRules, paymentProblem, spend, type PaymentRules } from './payment';
import { activeCards, cardsInPlay, inPlaySums, player } from './players';
import { ask, bump, enqueueLast, log } from './queue';
import { firstUnmetRequirement } from './requirements';
import type { PlayerState, TmState } from './state';
import { heatSplits, moneyCostRules, paymentIsChoice, paymentPrompt, payMoney as payMoneyEffect } from './spending';
import { canPlaceTile, legalSpaces, placeTile } from './tiles';
import { fireTriggers } from './triggers';
import { spendFromStock } from './resourceFlow';
import { actionNumber } from './promptWords';

export const HEAT_PER_TEMPERATURE = 8;
const DEFAULT_PLANTS_PER_GREENERY = 8;

export const STANDARD_PROJECTS: { name: StandardProjectName; cost: number }[] = [
  { name: 'Sell Patents', cost: 0 },
  { name: 'Power Plant', cost: 11 },
  { name: 'Asteroid', cost: 14 },
  { name: 'Aquifer', cost: 18 },
  { name: 'Greenery', cost: 23 },
  { name: 'City', cost: 25 },
  { name: 'Build Colony', cost: BUILD_COLONY_COST },
  { name: 'Food Factory', cost: FACTORY_COST },
  { name: 'Production Module', cost: MODULE_COST },
];

const STANDARD_PROJECT_COST = Object.fromEntries(STANDARD_PROJECTS.map((sp) => [sp.name, sp.cost])) as Record<StandardProjectName, number>;

export function plantsPerGreenery(p: PlayerState): number {
  return (p.corporation && getCard(p.corporation).corporation?.plantsPerGreenery) || DEFAULT_PLANTS_PER_GREENERY;
}

/** A milestone or award a move names: by its catalogue name when it is one, else as sent (a malformed move). */
function contentOrVerbatim(name: string, known: readonly { name: string }[], named: (name: string) => Message): Message | string {
  return known.some((k) => k.name === name) ? named(name) : String(name);
}

/** Why the card cannot be played now (a `tmError.*` message), or null. */
export function cardUnplayableReason(state: TmState, seat: Seat, card: CardId): Message | null {
  const checked = checkCardPlay(state, seat, card);
  return isRefusal(checked) ? checked : null;
}

function isRefusal(checked: PaymentRules | Message): checked is Message {
  return 'key' in checked;
}

/** The card's payment rules when it can be played now, else why not (one pass for both questions). */
function checkCardPlay(state: TmState, seat: Seat, card: CardId): PaymentRules | Message {
  const def = getCard(card);
  const p = player(state, seat);
  if (!p.hand.includes(card)) return msg('tmError.card.notInHand', { card: cardName(card) });
  const unmet = firstUnmetRequirement(state, seat, def.requirements);
  if (unmet) return msg('tmError.card.because', { card: cardName(card), reason: unmet });
  const rules = cardPaymentRules(state, seat, card);
  if (!canAfford(p, rules)) return msg('tmError.card.cannotAfford', { card: cardName(card), cost: rules.cost });
  if (def.playCheck) {
    const why = PLAY_CHECK_HOOKS[def.playCheck]?.({ state, seat, card });
    if (why) return msg('tmError.card.because', { card: cardName(card), reason: why });
  }
  if (!canResolveAll(state, seat, card, def.onPlay)) return msg('tmError.card.effectsBlocked', { card: cardName(card) });
  return rules;
}

export function playableCards(state: TmState, seat: Seat): PlayableCard[] {
  const p = player(state, seat);
  const out: PlayableCard[] = [];
  for (const card of p.hand) {
    const checked = checkCardPlay(state, seat, card);
    // The rules object is new for this check, so it becomes the listed card itself (one object, not two).
    if (isRefusal(checked)) continue;
    const listed = checked as PlayableCard;
    listed.card = card;
    out.push(listed);
  }
  return out;
}

/** A standard project's price for this player after lasting discounts (ThorGate's Power Plant). */
export function standardProjectCost(p: PlayerState, name: StandardProjectName): number {
  return Math.max(0, STANDARD_PROJECT_COST[name] - (inPlaySums(p).standardProjectDiscounts[name] ?? 0));
}

function standardProjectUsable(state: TmState, seat: Seat, name: StandardProjectName): boolean {
  return usableAtCost(state, seat, name, standardProjectCost(player(state, seat), name));
}

function usableAtCost(state: TmState, seat: Seat, name: StandardProjectName, cost: number): boolean {
  return standardProjectBlock(state, seat, name, cost) === null;
}

/** Why the project cannot be used at this price now, or null: one rule for the action prompt and the view. */
export function standardProjectBlock(state: TmState, seat: Seat, name: StandardProjectName, cost: number): StandardProjectBlock['key'] | null {
  const p = player(state, seat);
  if (name === 'Sell Patents') return p.hand.length > 0 ? null : 'noCardsInHand';
  if (!canAffordMoney(p, cost)) return 'needsMegacredits';
  switch (name) {
    case 'Power Plant': return null;
    // "Always available" (rulebook): at the maximum the project is paid for and does nothing more.
    case 'Asteroid': return null;
    case 'Aquifer': return canPlaceTile(state, seat, { tile: 'ocean' }) ? null : 'noSpaceFor';
    case 'Greenery': return canPlaceTile(state, seat, { tile: 'greenery' }) ? null : 'noSpaceFor';
    case 'City': return canPlaceTile(state, seat, { tile: 'city' }) ? null : 'noSpaceFor';
    case 'Build Colony': return buildColonyUsable(state, seat) ? null : 'noColonySpot';
    case 'Food Factory': return foodFactoryUsable(state, seat) ? null : 'noFoodFactoryChoice';
    case 'Production Module': return moduleProjectUsable(state, seat) ? null : 'noModuleFits';
  }
}

function actionCheckPasses(state: TmState, seat: Seat, card: CardId, action: CardAction): boolean {
  if (!action.check) return true;
  const hook = PLAY_CHECK_HOOKS[action.check];
  if (!hook) throw new Error(`unknown play-check hook "${action.check}"`);
  return hook({ state, seat, card }) === null;
}

function actionUsable(state: TmState, seat: Seat, card: CardId, a: CardAction): boolean {
  return actionCheckPasses(state, seat, card, a) && canResolveAll(state, seat, card, a.cost)
    && a.effects.every((e) => e.do === 'choose' || canResolve(state, seat, card, e));
}

export function usableActions(state: TmState, seat: Seat, card: CardId): CardAction[] {
  return (getCard(card).actions ?? []).filter((a) => actionUsable(state, seat, card, a));
}

export function cardsWithUsableActions(state: TmState, seat: Seat): CardId[] {
  const out: CardId[] = [];
  for (const { played, def } of activeCards(player(state, seat))) {
    // Production modules are used through the factory's module actions, not as card actions.
    if (played.actionUsed || !def.actions || isModuleId(played.id)) continue;
    if (def.actions.some((a) => actionUsable(state, seat, played.id, a))) out.push(played.id);
  }
  return out;
}

/** The standard projects the player can use now, at their prices (each price worked out once). */
function usableStandardProjects(state: TmState, seat: Seat): { name: StandardProjectName; cost: number }[] {
  const discounts = inPlaySums(player(state, seat)).standardProjectDiscounts;
  const usable: { name: StandardProjectName; cost: number }[] = [];
  for (const project of STANDARD_PROJECTS) {
    const cost = Math.max(0, project.cost - (discounts[project.name] ?? 0));
    if (usableAtCost(state, seat, project.name, cost)) usable.push({ name: project.name, cost });
  }
  return usable;
}

function canConvertPlants(state: TmState, seat: Seat): boolean {
  const p = player(state, seat);
  return p.stock.plants >= plantsPerGreenery(p) && canPlaceTile(state, seat, { tile: 'greenery' });
}

/** Read like the Asteroid project: the conversion stays allowed at +8 °C, and then raises nothing. */
function canConvertHeat(p: PlayerState): boolean {
  return heatSplits(p, HEAT_PER_TEMPERATURE).length > 0;
}

export function actionChoices(state: TmState, seat: Seat): ActionChoice[] {
  const p = player(state, seat);
  const choices: ActionChoice[] = [];
  const cards = playableCards(state, seat);
  if (cards.length) choices.push({ type: 'playCard', cards });
  const projects = usableStandardProjects(state, seat);
  if (projects.length) choices.push({ type: 'standardProject', projects });
  const actionCards = cardsWithUsableActions(state, seat);
  if (actionCards.length) choices.push({ type: 'cardAction', cards: actionCards });
  // The price first: it is the cheaper check, and most turns it already says no.
  if (canAffordMoney(p, MILESTONE_COST)) {
    const milestones = claimableMilestones(state, seat);
    if (milestones.length) choices.push({ type: 'claimMilestone', milestones, cost: MILESTONE_COST });
  }
  const awardCost = nextAwardCost(state);
  if (awardCost !== null && canAffordMoney(p, awardCost)) {
    const awards = fundableAwards(state);
    if (awards.length) choices.push({ type: 'fundAward', awards, cost: awardCost });
  }
  if (canConvertPlants(state, seat)) choices.push({ type: 'convertPlants', cost: plantsPerGreenery(p) });
  if (canConvertHeat(p)) choices.push({ type: 'convertHeat', cost: HEAT_PER_TEMPERATURE });
  choices.push(...coloniesActionChoices(state, seat));
  choices.push(...cornucopiaActionChoices(state, seat));
  choices.push(p.actionsThisTurn === 0 ? { type: 'pass' } : { type: 'endTurn' });
  return choices;
}

export function promptAction(state: TmState, seat: Seat): void {
  const p = player(state, seat);
  ask(state, {
    kind: 'action', seat, actionsTaken: p.actionsThisTurn, choices: actionChoices(state, seat),
    title: msg(p.actionsThisTurn === 0 ? 'tmPrompt.title.yourTurn' : 'tmPrompt.title.secondAction', { player: p.name }),
  }, 'action');
}

/** Pays an M€ price (standard projects, milestones, awards) like the payMoney effect: Helion chooses the split. */
function payMoney(state: TmState, seat: Seat, cost: number): void {
  payMoneyEffect(state, seat, { do: 'payMoney', amount: cost });
}

function playCard(state: TmState, seat: Seat, card: CardId, payment: Payment): Message | null {
  const why = cardUnplayableReason(state, seat, card);
  if (why) return why;
  const p = player(state, seat);
  const def = getCard(card);
  const rules: PaymentRules = cardPaymentRules(state, seat, card);
  const problem = paymentProblem(p, payment, rules);
  if (problem) return problem;
  spend(p, payment);
  delete p.nextCard; // a one-off benefit is used by this card (or lost)
  p.hand.splice(p.hand.indexOf(card), 1);
  p.played.push({ id: card, resources: 0, actionUsed: false });
  log(state, seat, msg('tm.log.playedCard', { player: p.name, card: cardName(card) }));
  bump(state, 'cardsPlayed');
  enqueueLast(state, seat, card, def.onPlay ?? []);
  const tags = def.type === 'event' ? [...def.tags, 'event' as const] : def.tags;
  fireTriggers(state, { on: 'cardPlayed', actor: seat, card, tags, hasRequirement: (def.requirements?.length ?? 0) > 0 });
  if ((def.cost ?? 0) > 0) fireTriggers(state, { on: 'paidAtLeast', actor: seat, amount: def.cost ?? 0 });
  return null;
}

/** The tile a standard project places: its space is asked before paying, so the project can be cancelled until then. */
export const PROJECT_TILES: Partial<Record<StandardProjectName, TileKind>> = { Aquifer: 'ocean', Greenery: 'greenery', City: 'city' };

/** What a standard project does once paid (after its tile, if it places one). Sell Patents and Build Colony have their own steps. */
const PROJECT_EFFECTS: Record<Exclude<StandardProjectName, 'Sell Patents' | 'Build Colony'>, Effect[]> = {
  'Power Plant': [{ do: 'production', resource: 'energy', amount: 1 }],
  Asteroid: [{ do: 'raise', parameter: 'temperature', steps: 1 }],
  Aquifer: [],
  Greenery: [],
  City: [{ do: 'production', resource: 'megacredits', amount: 1 }],
  'Food Factory': [{ do: 'hook', name: 'buildFoodFactory' }],
  'Production Module': [{ do: 'hook', name: 'buyProductionModule' }],
};

function projectPaymentRules(p: PlayerState, name: StandardProjectName): PaymentRules {
  return moneyCostRules(p, { do: 'payMoney', amount: standardProjectCost(p, name) });
}

/**
 * Starts a standard project. Nothing is paid while a choice remains that the player may still take back:
 * a split of the price to choose (Helion's heat) is asked first, else the space of a tile project; either
 * prompt is cancellable. A project with nothing to choose is paid at once.
 */
function standardProject(state: TmState, seat: Seat, name: StandardProjectName): Message | null {
  const sp = STANDARD_PROJECTS.find((s) => s.name === name);
  if (!sp) return msg('tmError.standardProject.unknown', { project: String(name) });
  if (!standardProjectUsable(state, seat, name)) return msg('tmError.standardProject.notNow', { project: standardProjectName(name) });
  const p = player(state, seat);
  if (name === 'Sell Patents') {
    ask(state, { kind: 'cards', seat, title: msg('tmPrompt.title.sellPatents'), cards: [...p.hand], min: 1, max: p.hand.length, costEach: 0 }, 'sellPatents');
    return null;
  }
  if (name === 'Build Colony') {
    // The moon is chosen first and the project paid with the choice, so the action can be cancelled until then.
    askBuildColony(state, seat, { standardProject: true });
    return null;
  }
  const rules = projectPaymentRules(p, name);
  if (paymentIsChoice(p, rules)) {
    ask(state, { ...paymentPrompt(seat, rules), cancellable: true }, 'payStandardProject', { project: name, rules });
    return null;
  }
  const tile = PROJECT_TILES[name];
  const spaces = tile ? legalSpaces(state, seat, { tile }) : [];
  if (tile && spaces.length > 0) {
    ask(state, { kind: 'space', seat, title: msg('tmPrompt.title.placeTile', { tile: tileWithArticle(tile) }), tile, spaces, cancellable: true }, 'standardProjectSpace', { project: name });
    return null;
  }
  // Nothing to choose (or an ocean with all oceans out: paid for nothing more, per the rulebook).
  payMoney(state, seat, rules.cost);
  completeStandardProject(state, seat, name, null);
  return null;
}

/**
 * What follows a standard project's payment: the log line, its tile on the space chosen before paying
 * (or a space prompt when the payment came first), its other effects, then the standard-project triggers
 * (Standard Technology) — the order the pay-first projects always used, so recorded games replay alike.
 */
export function completeStandardProject(state: TmState, seat: Seat, name: StandardProjectName, space: SpaceId | null): void {
  const p = player(state, seat);
  log(state, seat, msg('tm.log.usedStandardProject', { player: p.name, project: standardProjectName(name) }));
  bump(state, 'standardProjects');
  const tile = PROJECT_TILES[name];
  if (tile && space) placeTile(state, seat, space, { tile });
  else if (tile) enqueueLast(state, seat, null, [{ do: 'place', tile }]);
  if (name !== 'Sell Patents' && name !== 'Build Colony') enqueueLast(state, seat, null, [...PROJECT_EFFECTS[name]]);
  fireTriggers(state, { on: 'standardProject', actor: seat });
  fireTriggers(state, { on: 'paidAtLeast', actor: seat, amount: STANDARD_PROJECTS.find((s) => s.name === name)?.cost ?? 0 });
}

/**
 * Completes a standard project whose choice came first (its space, Build Colony's moon): pays at the
 * price of now (Helion may still choose the split), then logs, places and triggers as above.
 */
export function payChosenStandardProject(state: TmState, seat: Seat, name: StandardProjectName, space: SpaceId | null = null): void {
  payMoney(state, seat, standardProjectCost(player(state, seat), name));
  completeStandardProject(state, seat, name, space);
}

function useCardAction(state: TmState, seat: Seat, card: CardId): Message | null {
  const p = player(state, seat);
  const played = cardsInPlay(p).find((c) => c.id === card);
  if (!played) return msg('tmError.cardAction.notInPlay');
  if (isModuleId(card)) return msg('tmError.cardAction.moduleAction');
  if (played.actionUsed) return msg('tmError.cardAction.used', { card: cardName(card) });
  const usable = usableActions(state, seat, card);
  if (usable.length === 0) return msg('tmError.cardAction.notNow', { card: cardName(card) });
  played.actionUsed = true;
  log(state, seat, msg('tm.log.usedCardAction', { player: p.name, card: cardName(card) }));
  bump(state, 'cardActions');
  if (usable.length === 1) {
    enqueueLast(state, seat, card, [...(usable[0].cost ?? []), ...usable[0].effects]);
  } else {
    const all = getCard(card).actions ?? [];
    ask(state, { kind: 'option', seat, title: msg('tmPrompt.title.chooseAction', { card: cardName(card) }), options: usable.map((a) => describeAction(a, all.indexOf(a))) },
      'chooseCardAction', { card, indices: usable.map((a) => all.indexOf(a)) });
  }
  return null;
}

function describeAction(action: CardAction, index: number): Message {
  return action.label ?? actionNumber(index);
}

/** Starts the chosen action. Returns why it is illegal, or null; `acting` tells if effects will resolve. */
export function startAction(state: TmState, seat: Seat, move: Move): Message | null {
  const p = player(state, seat);
  switch (move.type) {
    case 'playCard':
      return playCard(state, seat, move.card, move.payment);
    case 'standardProject':
      return standardProject(state, seat, move.project);
    case 'cardAction':
      return useCardAction(state, seat, move.card);
    case 'claimMilestone': {
      if (!claimableMilestones(state, seat).includes(move.milestone)) return msg('tmError.milestone.notNow', { milestone: contentOrVerbatim(move.milestone, MILESTONES, milestoneName) });
      if (!canAffordMoney(p, MILESTONE_COST)) return msg('tmError.milestone.cost', { cost: MILESTONE_COST });
      payMoney(state, seat, MILESTONE_COST);
      state.claimedMilestones.push({ name: move.milestone, seat });
      log(state, seat, msg('tm.log.claimedMilestone', { player: p.name, milestone: milestoneName(move.milestone) }));
      bump(state, 'milestonesClaimed');
      return null;
    }
    case 'fundAward': {
      const cost = nextAwardCost(state);
      if (cost === null || !fundableAwards(state).includes(move.award)) return msg('tmError.award.notNow', { award: contentOrVerbatim(move.award, AWARDS, awardName) });
      if (!canAffordMoney(p, cost)) return msg('tmError.award.cost', { cost });
      payMoney(state, seat, cost);
      state.fundedAwards.push({ name: move.award, seat });
      log(state, seat, msg('tm.log.fundedAward', { player: p.name, award: awardName(move.award), cost }));
      bump(state, 'awardsFunded');
      return null;
    }
    case 'convertPlants': {
      if (!canConvertPlants(state, seat)) return msg('tmError.convert.plants', { count: plantsPerGreenery(p) });
      spendFromStock(p, 'plants', plantsPerGreenery(p));
      log(state, seat, msg('tm.log.convertedPlants', { player: p.name }));
      enqueueLast(state, seat, null, [{ do: 'place', tile: 'greenery' }]);
      return null;
    }
    case 'convertHeat': {
      if (!canConvertHeat(p)) return msg('tmError.convert.heat', { count: HEAT_PER_TEMPERATURE });
      log(state, seat, msg('tm.log.convertedHeat', { player: p.name }));
      enqueueLast(state, seat, null, [{ do: 'payHeat', amount: HEAT_PER_TEMPERATURE }, { do: 'raise', parameter: 'temperature', steps: 1 }]);
      return null;
    }
    default: {
      const colonies = startColoniesAction(state, seat, move);
      if (colonies !== undefined) return colonies;
      const cornucopia = startCornucopiaAction(state, seat, move);
      return cornucopia === undefined ? msg('tmError.action.unknown', { move: String(move.type) }) : cornucopia;
    }
  }
}
