// The work of each phase, run when the generation chart enters it.
import { resourceAmount } from '../../shared/tm/messages';
import { cardName } from '../../shared/tm/contentKeys';
import { msg, type Message } from '../../shared/message';
import type { CardId, Resource, Seat } from '../../shared/tm/basics';
import type { OpeningCorporation } from '../../shared/tm/prompt';
import { RESOURCES } from '../../shared/tm/basics';
import { cardBuyCost, corporationCardBuyCost } from './cardPrice';
import { getCard } from './cards/catalogue';
import { dealCorporationOffer } from './colonies/setup';
import { startInvestment } from './cornucopia/investment';
import { cornucopiaAfterProduction } from './cornucopia/market';
import { runColonyProduction as colonyProduction } from './colonies/solar';
import { drawFromDeck } from './deck';
import { promptFinalGreenery } from './finalGreenery';
import type { FlowEvent, PhaseEntry } from './flow/generationMachine';
import { initialFlow, stepFlow } from './flow/runFlow';
import { isTerraformed } from './parameters';
import { ask, log } from './queue';
import { scoreLines } from './scoring';
import { terraformingEndsGame } from './solo';
import type { PlayerState, TmState } from './state';
import { beginTurn } from './turns';
import { receiveIncome } from './resourceFlow';

export const RESEARCH_CARDS = 4;
export const SETUP_CARDS = 10;
export const SETUP_CORPORATIONS = 2;
export const BEGINNER_CORPORATION = 'R00';

const PHASES: Record<PhaseEntry, (state: TmState) => void> = {
  dealSetup,
  startActionPhase,
  runProduction,
  checkGameEnd,
  runWorldGovernment,
  runColonyProduction,
  startGeneration,
  dealDraft,
  dealResearch,
  startInvestment,
  startFinalGreenery,
  scoreGame,
};

export function startGameFlow(state: TmState): void {
  const step = initialFlow();
  state.flow = step.value;
  for (const entry of step.entries) PHASES[entry](state);
}

export function sendFlow(state: TmState, event: FlowEvent): void {
  const step = stepFlow(state.flow, event);
  state.flow = step.value;
  for (const entry of step.entries) PHASES[entry](state);
}

/** Sets the corporation's starting stock and production, and queues its own play effects. */
export function applyCorporation(state: TmState, seat: Seat, corporation: string): void {
  const p = state.players[seat];
  const def = getCard(corporation);
  p.corporation = corporation;
  p.corporationCard = { id: corporation, resources: 0, actionUsed: false };
  p.stock.megacredits += def.corporation?.startingMC ?? 0;
  for (const r of RESOURCES) {
    p.stock[r] += def.corporation?.startingResources?.[r] ?? 0;
    p.production[r] += def.corporation?.startingProduction?.[r] ?? 0;
  }
  p.firstActionPending = (def.corporation?.firstAction?.length ?? 0) > 0;
  log(state, seat, msg('tm.log.choseCorporation', { player: p.name, corporation: cardName(corporation) }));
}

function dealSetup(state: TmState): void {
  for (const p of state.players) {
    if (!state.options.corporateEra) for (const r of RESOURCES) p.production[r] += 1;
    if (p.beginner) {
      applyCorporation(state, p.seat, BEGINNER_CORPORATION);
      p.hand.push(...drawFromDeck(state, SETUP_CARDS));
      continue;
    }
    p.corporationsOffered = dealCorporationOffer(state, SETUP_CORPORATIONS);
    p.offered = drawFromDeck(state, SETUP_CARDS);
    ask(state, {
      kind: 'opening', seat: p.seat, title: msg('tmPrompt.title.opening', { player: p.name }),
      corporations: openingCorporations(p, p.corporationsOffered), cards: [...p.offered],
    }, 'opening');
  }
  if (Object.keys(state.pending).length === 0) finishSetup(state);
}

/** The corporations as the opening shows them: with the M€ each would give and its price per card. */
export function openingCorporations(p: PlayerState, ids: CardId[]): OpeningCorporation[] {
  return ids.map((id) => ({ id, megacredits: p.stock.megacredits + (getCard(id).corporation?.startingMC ?? 0), costEach: corporationCardBuyCost(id) }));
}

/** Called when every seat has its corporation and starting hand. */
export function finishSetup(state: TmState): void {
  for (const p of state.players) {
    const onPlay = p.corporation ? getCard(p.corporation).onPlay : undefined;
    if (onPlay?.length) state.queue.push(...onPlay.map((effect) => ({ seat: p.seat, source: p.corporation, effect })));
  }
  sendFlow(state, { type: 'SETUP_DONE' });
}

function startActionPhase(state: TmState): void {
  for (const p of state.players) {
    p.passed = false;
    p.actionsThisTurn = 0;
  }
  log(state, null, msg('tm.log.actionPhase', { generation: state.generation }));
  beginTurn(state, state.firstPlayer);
}

function runProduction(state: TmState): void {
  log(state, null, msg('tm.log.productionPhase', { generation: state.generation }));
  for (const p of state.players) {
    const energyToHeat = p.stock.energy;
    p.stock.heat += p.stock.energy;
    p.stock.energy = 0;
    const income = { ...p.production, megacredits: p.tr + p.production.megacredits };
    receiveIncome(p, income);
    for (const c of p.corporationCard ? [p.corporationCard, ...p.played] : p.played) c.actionUsed = false;
    p.trRaisedThisGeneration = false;
    log(state, p.seat, productionMessage(p.name, income, energyToHeat));
  }
  cornucopiaAfterProduction(state);
  sendFlow(state, { type: 'PRODUCTION_DONE' });
}

/** "Ada produced 23 M€, 2 steel and 4 heat (3 energy became heat)": what the production phase paid out. */
function productionMessage(player: string, income: Record<Resource, number>, energyToHeat: number): Message {
  const gains = RESOURCES.filter((r) => income[r] > 0).map((r) => resourceAmount(r, income[r]));
  if (gains.length === 0) return msg('tm.log.producedNothing', { player });
  return energyToHeat > 0 ? msg('tm.log.producedWithHeat', { player, gains, energy: energyToHeat }) : msg('tm.log.produced', { player, gains });
}

/** Solar phase, step 1: the game ends once Mars is terraformed (or the solo generation limit is hit). */
function checkGameEnd(state: TmState): void {
  const lastGeneration = state.maxGenerations !== null && state.generation >= state.maxGenerations;
  sendFlow(state, { type: 'GAME_END_CHECKED', terraformed: terraformingEndsGame(state), lastGeneration, venus: false });
}

/** Solar phase, step 2: only with Venus Next, which is not part of this game, so it just moves on. */
function runWorldGovernment(state: TmState): void {
  sendFlow(state, { type: 'WORLD_GOVERNMENT_DONE' });
}

/** Solar phase, step 3: trade fleets return and colony tracks move up. */
function runColonyProduction(state: TmState): void {
  colonyProduction(state);
  sendFlow(state, { type: 'COLONY_PRODUCTION_DONE' });
}

function startGeneration(state: TmState): void {
  state.generation += 1;
  state.firstPlayer = (state.firstPlayer + 1) % state.players.length;
  sendFlow(state, { type: 'GENERATION_STARTED', draft: state.options.draft && state.players.length > 1 });
}

function draftDirection(state: TmState): number {
  // Seats follow turn order clockwise: even generations pass to the next seat, odd ones to the previous.
  return state.generation % 2 === 0 ? 1 : -1;
}

function dealDraft(state: TmState): void {
  for (const p of state.players) {
    p.draftHand = drawFromDeck(state, RESEARCH_CARDS);
    p.offered = [];
  }
  promptDraftPicks(state);
}

export function promptDraftPicks(state: TmState): void {
  const n = state.players.length;
  const dir = draftDirection(state);
  state.players.forEach((p, i) => {
    if (p.draftHand.length === 0) return;
    // The title names who gets the cards not kept (passDraftHands: the i-th player passes to the (i + dir)-th).
    const to = state.players[(i + dir + n) % n].name;
    const title = msg('tmPrompt.title.draft', { player: p.name, rest: p.draftHand.length - 1, to });
    ask(state, { kind: 'cards', seat: p.seat, title, cards: [...p.draftHand], min: 1, max: 1, costEach: 0 }, 'draftPick');
  });
}

/** After everyone picked: pass the remaining cards on, or end the draft when none are left. */
export function passDraftHands(state: TmState): void {
  const n = state.players.length;
  const hands = state.players.map((p) => p.draftHand);
  const dir = draftDirection(state);
  state.players.forEach((p, i) => {
    p.draftHand = hands[(i - dir + n) % n];
  });
  if (state.players.every((p) => p.draftHand.length === 0)) sendFlow(state, { type: 'DRAFT_DONE' });
  else promptDraftPicks(state);
}

function dealResearch(state: TmState): void {
  for (const p of state.players) {
    if (p.offered.length === 0) p.offered = drawFromDeck(state, RESEARCH_CARDS);
    const price = cardBuyCost(p);
    ask(state, { kind: 'cards', seat: p.seat, title: msg('tmPrompt.title.research', { player: p.name, price }), cards: [...p.offered], min: 0, max: p.offered.length, costEach: price }, 'buyCards');
  }
}

function startFinalGreenery(state: TmState): void {
  log(state, null, msg('tm.log.finalGreeneryPhase'));
  promptFinalGreenery(state, state.firstPlayer);
}

function scoreGame(state: TmState): void {
  state.scores = scoreLines(state);
  state.finished = true;
  const winner = [...state.scores].sort((a, b) => a.rank - b.rank)[0];
  if (state.options.solo) {
    const won = isTerraformed(state);
    log(state, null, won ? msg('tm.log.soloWon', { player: state.players[0].name, points: winner.total }) : msg('tm.log.soloLost'));
  } else {
    log(state, null, msg('tm.log.gameOver', { player: state.players[winner.seat].name, points: winner.total }));
  }
  sendFlow(state, { type: 'SCORED' });
}
