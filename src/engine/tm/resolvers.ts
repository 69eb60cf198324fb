// Answers to pending decisions: each resolver checks the answer against its prompt and carries it out.
import { cardResourceAmount, resourceAmount, tileWithArticle } from '../../shared/tm/messages';
import { cardName } from '../../shared/tm/contentKeys';
import { isMessage, msg, type Message } from '../../shared/message';
import type { CardId, Resource, Seat } from '../../shared/tm/basics';
import type { ActionChoice, Move, StandardProjectName } from '../../shared/tm/prompt';
import { completeStandardProject, payChosenStandardProject, plantsPerGreenery, startAction } from './actions';
import { cancelAction } from './cancel';
import { getCard } from './cards/catalogue';
import type { Effect } from './cards/vocabulary';
import { loseProduction } from './effects';
import { finishFinalGreenery } from './finalGreenery';
import { cardBuyCost } from './cardPrice';
import { buyOffered, payForCards, type BuyingStep } from './buyCards';
import { COLONY_RESOLVERS } from './colonies/resolvers';
import { investmentVariant } from './cornucopia/investment';
import { CORNUCOPIA_RESOLVERS } from './cornucopia/resolvers';
import { applyCorporation, finishSetup, passDraftHands, sendFlow } from './phases';
import { drawCards } from './deck';
import { findPlayedCard } from './players';
import { ask, bump, enqueueLast, enqueueNext, hasPending, log } from './queue';
import type { PendingDecision, TmState } from './state';
import { NEUTRAL_SEAT } from './solo';
import { legalSpaces, placeTile, type TileRequest } from './tiles';
import { endTurn, passGeneration } from './turns';
import type { PaymentRules } from './payment';
import { spendChosenPayment, spendHeatSplit, type HeatSplit } from './spending';
import { spendFromStock } from './resourceFlow';

type Resolver = (state: TmState, seat: Seat, move: Move, decision: PendingDecision) => Message | null;

/** The log line of a patent sale; the bots read it back to sell once a generation (patentSale.ts). */
export const SOLD_PATENTS_LOG = 'tm.log.soldPatents';

function expect<T extends Move['type']>(move: Move, type: T): Extract<Move, { type: T }> | null {
  return move.type === type ? (move as Extract<Move, { type: T }>) : null;
}

/** Checks a card selection: known cards, no repeats, within min..max. */
function selectionProblem(chosen: CardId[], allowed: CardId[], min: number, max: number): Message | null {
  if (new Set(chosen).size !== chosen.length) return msg('tmError.select.twice');
  const stranger = chosen.find((c) => !allowed.includes(c));
  // An id not offered is said as sent: it may be no card at all (a malformed move).
  if (stranger) return msg('tmError.select.notOffered', { card: String(stranger) });
  if (chosen.length < min) return msg('tmError.select.tooFew', { count: min });
  if (chosen.length > max) return msg('tmError.select.tooMany', { count: max });
  return null;
}

function cardsAnswer(move: Move, decision: PendingDecision): { cards: CardId[] } | Message {
  const m = expect(move, 'cards');
  if (!m) return msg('tmError.answer.cards');
  const prompt = decision.prompt as Extract<PendingDecision['prompt'], { kind: 'cards' }>;
  return selectionProblem(m.cards, prompt.cards, prompt.min, prompt.max) ?? { cards: m.cards };
}

/** The space answered, if the space prompt offered it; otherwise why not. */
function chosenSpace(move: Move, decision: PendingDecision): string | { error: Message } {
  const m = expect(move, 'space');
  if (!m) return { error: msg('tmError.answer.space') };
  const prompt = decision.prompt as Extract<PendingDecision['prompt'], { kind: 'space' }>;
  return prompt.spaces.includes(m.space) ? m.space : { error: msg('tmError.space.notAllowed', { space: String(m.space) }) };
}

/** Checks and spends the split answered to a payment prompt (its rules in the decision); why not, or null. */
function paidSplit(state: TmState, seat: Seat, move: Move, decision: PendingDecision): Message | null {
  const m = expect(move, 'payment');
  if (!m) return msg('tmError.answer.payment');
  const why = spendChosenPayment(state.players[seat], m.payment, decision.data.rules as PaymentRules);
  if (why) return why;
  delete state.pending[seat];
  return null;
}

function optionAnswer(move: Move, decision: PendingDecision): number | Message {
  const m = expect(move, 'option');
  if (!m) return msg('tmError.answer.option');
  const prompt = decision.prompt as Extract<PendingDecision['prompt'], { kind: 'option' }>;
  if (m.index < 0 || m.index >= prompt.options.length) return msg('tmError.answer.noSuchOption', { number: String(m.index) });
  return m.index;
}

/** Whether the action prompt offered a choice of this type (a pass, or ending the turn). */
function offersChoice(prompt: Extract<PendingDecision['prompt'], { kind: 'action' }>, type: ActionChoice['type']): boolean {
  for (const choice of prompt.choices) if (choice.type === type) return true;
  return false;
}

/** The cards kept from an offer (at the start or at research), paid for; then the step goes on. */
function buyChosen(state: TmState, seat: Seat, move: Move, decision: PendingDecision, step: BuyingStep): Message | null {
  const answer = cardsAnswer(move, decision);
  if (isMessage(answer)) return answer;
  delete state.pending[seat];
  const why = buyOffered(state, seat, answer.cards, step);
  if (why) return why;
  afterBuying(state, step);
  return null;
}

/** Once a player has bought (and paid): the set-up or the research phase ends when nobody else is deciding. */
function afterBuying(state: TmState, step: BuyingStep): void {
  if (hasPending(state)) return;
  if (step === 'setup') finishSetup(state);
  else sendFlow(state, { type: 'RESEARCH_DONE', investment: investmentVariant(state) });
}

const RESOLVERS: Record<string, Resolver> = {
  ...COLONY_RESOLVERS,
  ...CORNUCOPIA_RESOLVERS,
  opening(state, seat, move, decision) {
    const m = expect(move, 'opening');
    if (!m) return msg('tmError.answer.opening');
    const prompt = decision.prompt as Extract<PendingDecision['prompt'], { kind: 'opening' }>;
    const corporation = prompt.corporations.find((c) => c.id === m.corporation);
    if (!corporation) return msg('tmError.opening.notOffered', { corporation: String(m.corporation) });
    const why = selectionProblem(m.cards, prompt.cards, 0, prompt.cards.length);
    if (why) return why;
    const cost = m.cards.length * corporation.costEach;
    if (cost > corporation.megacredits) {
      return msg('tmError.opening.tooDear', { count: m.cards.length, cost, corporation: cardName(corporation.id), megacredits: corporation.megacredits });
    }
    const p = state.players[seat];
    applyCorporation(state, seat, corporation.id);
    state.corporationDeck.push(...p.corporationsOffered.filter((c) => c !== corporation.id));
    p.corporationsOffered = [];
    delete state.pending[seat];
    const refused = buyOffered(state, seat, m.cards, 'setup');
    if (refused) return refused; // the move works on a copy: nothing is kept
    afterBuying(state, 'setup');
    return null;
  },
  // Saves made before the opening became one decision may still be waiting on these two steps.
  chooseCorporation(state, seat, move, decision) {
    const answer = cardsAnswer(move, decision);
    if (isMessage(answer)) return answer;
    const p = state.players[seat];
    applyCorporation(state, seat, answer.cards[0]);
    state.corporationDeck.push(...p.corporationsOffered.filter((c) => c !== answer.cards[0]));
    p.corporationsOffered = [];
    const price = cardBuyCost(p);
    ask(state, { kind: 'cards', seat, title: msg('tmPrompt.title.keepStartingCards', { player: p.name, price }), cards: [...p.offered], min: 0, max: p.offered.length, costEach: price }, 'keepCards');
    return null;
  },
  keepCards: (state, seat, move, decision) => buyChosen(state, seat, move, decision, 'setup'),
  buyCards: (state, seat, move, decision) => buyChosen(state, seat, move, decision, 'research'),
  payForCards(state, seat, move, decision) {
    const m = expect(move, 'payment');
    if (!m) return msg('tmError.answer.payment');
    const data = decision.data as Parameters<typeof payForCards>[3];
    const why = payForCards(state, seat, m.payment, data);
    if (why) return why;
    delete state.pending[seat];
    afterBuying(state, data.step);
    return null;
  },
  draftPick(state, seat, move, decision) {
    const answer = cardsAnswer(move, decision);
    if (isMessage(answer)) return answer;
    const p = state.players[seat];
    p.offered.push(answer.cards[0]);
    p.draftHand = p.draftHand.filter((c) => c !== answer.cards[0]);
    delete state.pending[seat];
    if (!hasPending(state)) passDraftHands(state);
    return null;
  },
  action(state, seat, move, decision) {
    const prompt = decision.prompt as Extract<PendingDecision['prompt'], { kind: 'action' }>;
    delete state.pending[seat];
    if (move.type === 'pass') {
      if (!offersChoice(prompt, 'pass')) return msg('tmError.turn.passOnlyFirst');
      passGeneration(state, seat);
      return null;
    }
    if (move.type === 'endTurn') {
      if (!offersChoice(prompt, 'endTurn')) return msg('tmError.turn.actOrPass');
      endTurn(state, seat);
      return null;
    }
    const why = startAction(state, seat, move);
    if (why) return why;
    state.acting = seat;
    return null;
  },
  placeTile(state, seat, move, decision) {
    const space = chosenSpace(move, decision);
    if (typeof space !== 'string') return space.error;
    delete state.pending[seat];
    placeTile(state, seat, space, decision.data.req as TileRequest);
    return null;
  },
  /** The space of a tile standard project, chosen before paying (the prompt is cancellable). */
  standardProjectSpace(state, seat, move, decision) {
    const space = chosenSpace(move, decision);
    if (typeof space !== 'string') return space.error;
    delete state.pending[seat];
    payChosenStandardProject(state, seat, decision.data.project as StandardProjectName, space);
    return null;
  },
  productionLoss(state, seat, move, decision) {
    const m = expect(move, 'player');
    if (!m) return msg('tmError.answer.player');
    const prompt = decision.prompt as Extract<PendingDecision['prompt'], { kind: 'player' }>;
    if (!prompt.players.includes(m.player)) return msg('tmError.player.cannotLoseProduction');
    delete state.pending[seat];
    loseProduction(state, m.player, decision.data.resource as Resource, decision.data.amount as number);
    return null;
  },
  takeResource(state, seat, move, decision) {
    const index = optionAnswer(move, decision);
    if (typeof index !== 'number') return index;
    delete state.pending[seat];
    const targets = decision.data.targets as Seat[];
    if (index >= targets.length) return null; // chose nobody
    const resource = decision.data.resource as Resource;
    if (targets[index] === NEUTRAL_SEAT) {
      // The neutral opponent always has what is asked of it.
      const amount = decision.data.amount as number;
      if (decision.data.steal) state.players[seat].stock[resource] += amount;
      log(state, seat, msg(decision.data.steal ? 'tm.log.stoleFromNeutral' : 'tm.log.removedFromNeutral', { player: state.players[seat].name, amount: resourceAmount(resource, amount) }));
      return null;
    }
    const victim = state.players[targets[index]];
    const taken = Math.min(decision.data.amount as number, victim.stock[resource]);
    victim.stock[resource] -= taken;
    if (decision.data.steal) state.players[seat].stock[resource] += taken;
    log(state, seat, msg(decision.data.steal ? 'tm.log.stoleFrom' : 'tm.log.removedFrom', { player: state.players[seat].name, amount: resourceAmount(resource, taken), victim: victim.name }));
    return null;
  },
  addResourceTo(state, seat, move, decision) {
    const answer = cardsAnswer(move, decision);
    if (isMessage(answer)) return answer;
    delete state.pending[seat];
    const target = findPlayedCard(state, answer.cards[0]);
    if (target) target.card.resources += decision.data.amount as number;
    return null;
  },
  removeCardResource(state, seat, move, decision) {
    const index = optionAnswer(move, decision);
    if (typeof index !== 'number') return index;
    delete state.pending[seat];
    const card = (decision.data.cards as CardId[])[index];
    if (card === undefined) {
      log(state, seat, msg('tm.log.tookCardResourcesFromNeutral', { player: state.players[seat].name, amount: cardResourceAmount('resource', decision.data.amount as number) }));
      return null;
    }
    const target = findPlayedCard(state, card);
    if (target) {
      const removed = Math.min(target.card.resources, decision.data.amount as number);
      target.card.resources -= removed;
      const holds = getCard(card).holds;
      log(state, seat, msg('tm.log.removedCardResources', { player: state.players[seat].name, amount: cardResourceAmount(holds ?? 'resource', removed), card: cardName(card) }));
    }
    return null;
  },
  payCost(state, seat, move, decision) {
    return paidSplit(state, seat, move, decision);
  },
  /** A standard project's price split (Helion's heat), chosen first while the project could still be cancelled. */
  payStandardProject(state, seat, move, decision) {
    const why = paidSplit(state, seat, move, decision);
    if (!why) completeStandardProject(state, seat, decision.data.project as StandardProjectName, null);
    return why;
  },
  payHeat(state, seat, move, decision) {
    const index = optionAnswer(move, decision);
    if (typeof index !== 'number') return index;
    delete state.pending[seat];
    spendHeatSplit(state, seat, (decision.data.splits as HeatSplit[])[index]);
    return null;
  },
  chooseEffects(state, seat, move, decision) {
    const index = optionAnswer(move, decision);
    if (typeof index !== 'number') return index;
    delete state.pending[seat];
    const options = decision.data.options as { effects: Effect[]; source?: CardId }[];
    enqueueNext(state, seat, options[index].source ?? (decision.data.source as CardId | null) ?? null, options[index].effects);
    return null;
  },
  keepLooked(state, seat, move, decision) {
    const answer = cardsAnswer(move, decision);
    if (isMessage(answer)) return answer;
    delete state.pending[seat];
    const p = state.players[seat];
    const looked = (decision.prompt as Extract<PendingDecision['prompt'], { kind: 'cards' }>).cards;
    p.hand.push(...answer.cards);
    state.discard.push(...looked.filter((c) => !answer.cards.includes(c)));
    log(state, seat, msg('tm.log.keptLooked', { player: p.name, kept: answer.cards.length, discarded: looked.length - answer.cards.length }));
    return null;
  },
  cycleCard(state, seat, move, decision) {
    const answer = cardsAnswer(move, decision);
    if (isMessage(answer)) return answer;
    delete state.pending[seat];
    if (answer.cards.length === 0) return null;
    const p = state.players[seat];
    p.hand = p.hand.filter((c) => c !== answer.cards[0]);
    state.discard.push(answer.cards[0]);
    drawCards(state, seat, 1);
    log(state, seat, msg('tm.log.cycledCard', { player: p.name }));
    return null;
  },
  claimSpace(state, seat, move, decision) {
    const m = expect(move, 'space');
    if (!m) return msg('tmError.answer.space');
    const prompt = decision.prompt as Extract<PendingDecision['prompt'], { kind: 'space' }>;
    if (!prompt.spaces.includes(m.space)) return msg('tmError.space.cannotClaim', { space: String(m.space) });
    delete state.pending[seat];
    state.claims = { ...state.claims, [m.space]: seat };
    log(state, seat, msg('tm.log.claimedLand', { player: state.players[seat].name }));
    return null;
  },
  chooseCardAction(state, seat, move, decision) {
    const index = optionAnswer(move, decision);
    if (typeof index !== 'number') return index;
    delete state.pending[seat];
    const card = decision.data.card as CardId;
    const action = getCard(card).actions![(decision.data.indices as number[])[index]];
    enqueueNext(state, seat, card, [...(action.cost ?? []), ...action.effects]);
    return null;
  },
  sellPatents(state, seat, move, decision) {
    const answer = cardsAnswer(move, decision);
    if (isMessage(answer)) return answer;
    delete state.pending[seat];
    const p = state.players[seat];
    p.hand = p.hand.filter((c) => !answer.cards.includes(c));
    state.discard.push(...answer.cards);
    p.stock.megacredits += answer.cards.length;
    log(state, seat, msg(SOLD_PATENTS_LOG, { player: p.name, count: answer.cards.length }));
    bump(state, 'standardProjects');
    return null;
  },
  finalGreenery(state, seat, move, decision) {
    const index = optionAnswer(move, decision);
    if (typeof index !== 'number') return index;
    delete state.pending[seat];
    if (index === 1) {
      finishFinalGreenery(state, seat);
      return null;
    }
    spendFromStock(state.players[seat], 'plants', plantsPerGreenery(state.players[seat]));
    state.acting = seat;
    if (state.options.solo) {
      // Solo: the final greeneries raise neither oxygen nor TR (rulebook).
      const req: TileRequest = { tile: 'greenery', noOxygen: true };
      ask(state, { kind: 'space', seat, title: msg('tmPrompt.title.placeTile', { tile: tileWithArticle('greenery') }), tile: 'greenery', spaces: legalSpaces(state, seat, req) }, 'placeTile', { req });
      return null;
    }
    enqueueLast(state, seat, null, [{ do: 'place', tile: 'greenery' }]);
    return null;
  },
};

export function resolveDecision(state: TmState, seat: Seat, move: Move): Message | null {
  const decision = state.pending[seat];
  if (!decision) return msg('tmError.move.nothingToDecideNow');
  const resolver = RESOLVERS[decision.resolver];
  if (!resolver) throw new Error(`unknown resolver ${decision.resolver}`);
  if (move.type === 'cancel') return cancelAction(state, seat, decision);
  return resolver(state, seat, move, decision);
}
