// applyMove: check the answer against the seat's decision, carry it out on a copy, then run the game
// on until somebody must decide again. An illegal move returns a reason (words-as-data, `dice.error.*`)
// and changes nothing.
import type { DiceMove } from '../../shared/dice/moves';
import { clonePlain } from '../core/clonePlain';
import { canonicalJson } from '../../shared/canonicalJson';
import { msg, type Message } from '../../shared/message';
import { colourName, facesList } from '../../shared/dice/words';
import { performAnswer } from './answers';
import { keepLimit, lastingSources } from './cards/catalogue';
import { resolveNextEffect } from './effects';
import { stepDiceFlow } from './flow/runFlow';
import { runEntries, nextStep } from './phases';
import { promptOf } from './prompts';
import { canPay } from './resources';
import { cardOrId, whyUnplayable } from './requirements';
import { claimMilestones } from './scoring';
import { soloStartAreas } from './soloStart';
import type { Decision, DiceState } from './state';
import { legalAreas, placeOf } from './terraform';

export type ApplyResult = { ok: true; state: DiceState } | { ok: false; error: Message };

const SETTLE_LIMIT = 10_000;

/** Runs effects and the flow until a decision is pending or the game has ended. */
export function settle(state: DiceState): void {
  for (let guard = 0; guard < SETTLE_LIMIT; guard++) {
    if (state.pending || state.finished) break;
    if (state.queue.length > 0) {
      resolveNextEffect(state);
      continue;
    }
    claimMilestones(state);
    const event = nextStep(state);
    if (event) {
      const step = stepDiceFlow(state.flow, event);
      state.flow = step.value;
      runEntries(state, step.entries);
    }
  }
  if (!state.pending && !state.finished) throw new Error(`the game stalled in ${state.flow}`);
  claimMilestones(state);
}

function keepDiceError(state: DiceState, seat: number, dice: number[]): Message | null {
  const player = state.players[seat];
  const max = keepLimit(player);
  if (new Set(dice).size !== dice.length) return msg('dice.error.keepDieTwice');
  if (dice.some((i) => !Number.isInteger(i) || i < 0 || i >= player.dice.length)) return msg('dice.error.dieIndex', { last: player.dice.length - 1 });
  if (dice.length > max) return msg('dice.error.keepAtMost', { max });
  return null;
}

function discardError(state: DiceState, seat: number, cards: string[]): Message | null {
  const hand = state.players[seat].hand;
  if (new Set(cards).size !== cards.length) return msg('dice.error.discardTwice');
  const missing = cards.find((c) => !hand.includes(c));
  return missing ? msg('dice.error.notInHand', { card: cardOrId(missing) }) : null;
}

/** Move types that belong to each kind of decision, legal now or not. */
const PLAUSIBLE: Partial<Record<Decision['kind'], DiceMove['type'][]>> = {
  support: ['rollDie', 'setFace', 'drawCards', 'cardAction', 'skip'],
  main: ['standard', 'playCard', 'cardAction', 'secondSupport', 'skip'],
  turn: ['productionTurn', 'actionTurn', 'cardAction'],
  finish: ['cardAction', 'endTurn'],
};

/** A specific reason for a move that is not among the legal choices. */
function explain(state: DiceState, decision: Decision, move: DiceMove, expected: string[]): Message {
  const seat = decision.seat;
  const player = state.players[seat];
  const plausible = [...expected, ...(PLAUSIBLE[decision.kind] ?? [])];
  if (!plausible.includes(move.type)) return msg('dice.error.wrongMove', { now: promptOf(state, decision).title, move: move.type, expected });
  switch (move.type) {
    case 'playCard':
      return whyUnplayable(state, seat, move.card) ?? msg('dice.error.cannotPlayNow');
    case 'cardAction': {
      const source = lastingSources(player).find((s) => s.id === move.card);
      if (!source?.action) return msg('dice.error.noSuchAction', { card: cardOrId(move.card) });
      if (player.used.includes(move.card)) return msg('dice.error.actionUsed');
      if (!canPay(player, source.action.cost)) return msg('dice.error.cannotPayAction', { cost: facesList(source.action.cost) });
      return msg('dice.error.wrongTiming', { timing: source.action.timing });
    }
    case 'standard':
      return msg('dice.error.standardUnavailable');
    case 'place':
      if (decision.kind === 'soloStart') return msg('dice.error.soloAreaIllegal', { tile: decision.tile, area: move.area, legal: soloStartAreas(state, decision.tile).map(placeOf) });
      return decision.kind === 'place' ? msg('dice.error.areaIllegal', { area: move.area, legal: legalAreas(state, decision.tile).map(placeOf) }) : msg('dice.error.nothingToPlace');
    case 'rollDie':
      return msg('dice.error.poolEmpty', { colour: colourName(move.colour) });
    case 'setFace':
    case 'drawCards':
    case 'give':
    case 'lose':
      return msg('dice.error.resourceUnavailable');
    default:
      return msg('dice.error.notLegalNow');
  }
}

function validate(state: DiceState, seat: number, move: DiceMove): Message | null {
  if (state.finished) return msg('dice.error.gameOver');
  const decision = state.pending;
  if (!decision || decision.seat !== seat) {
    return decision ? msg('dice.error.notYourDecision', { player: state.players[decision.seat].name }) : msg('dice.error.nothingToDecide');
  }
  const prompt = promptOf(state, decision);
  if (prompt.kind === 'keepDice') return move.type === 'keepDice' ? keepDiceError(state, seat, move.dice) : msg('dice.error.expectedKeepDice', { now: prompt.title });
  if (prompt.kind === 'discardCards') return move.type === 'discardCards' ? discardError(state, seat, move.cards) : msg('dice.error.expectedDiscard', { now: prompt.title });
  const wanted = canonicalJson(move);
  if (prompt.choices.some((c) => canonicalJson(c.move) === wanted)) return null;
  return explain(state, decision, move, [...new Set(prompt.choices.map((c) => c.move.type))]);
}

export function applyMove(state: DiceState, seat: number, move: DiceMove): ApplyResult {
  const error = validate(state, seat, move);
  if (error) return { ok: false, error };
  const next = clonePlain(state);
  performAnswer(next, next.pending as Decision, move);
  settle(next);
  return { ok: true, state: next };
}
