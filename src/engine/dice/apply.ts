// applyMove: check the answer against the seat's decision, carry it out on a copy, then run the game
// on until somebody must decide again. An illegal move returns a reason and changes nothing.
import type { DiceMove } from '../../shared/dice/moves';
import { clonePlain } from '../core/clonePlain';
import { canonicalJson } from '../core/hash';
import { performAnswer } from './answers';
import { keepLimit, lastingSources } from './cards/catalogue';
import { resolveNextEffect } from './effects';
import { stepDiceFlow } from './flow/runFlow';
import { runEntries, nextStep } from './phases';
import { promptOf } from './prompts';
import { canPay } from './resources';
import { whyUnplayable } from './requirements';
import { claimMilestones } from './scoring';
import { soloStartAreas } from './soloStart';
import type { Decision, DiceState } from './state';
import { legalAreas } from './terraform';

export type ApplyResult = { ok: true; state: DiceState } | { ok: false; error: string };

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

function keepDiceError(state: DiceState, seat: number, dice: number[]): string | null {
  const player = state.players[seat];
  const max = keepLimit(player);
  if (new Set(dice).size !== dice.length) return 'Each die can be kept only once.';
  if (dice.some((i) => !Number.isInteger(i) || i < 0 || i >= player.dice.length)) return `Choose dice by their index, 0 to ${player.dice.length - 1}.`;
  if (dice.length > max) return `You may keep at most ${max} dice.`;
  return null;
}

function discardError(state: DiceState, seat: number, cards: string[]): string | null {
  const hand = state.players[seat].hand;
  if (new Set(cards).size !== cards.length) return 'A card can be discarded only once.';
  const missing = cards.find((c) => !hand.includes(c));
  return missing ? `${missing} is not in your hand.` : null;
}

/** Move types that belong to each kind of decision, legal now or not. */
const PLAUSIBLE: Partial<Record<Decision['kind'], DiceMove['type'][]>> = {
  support: ['rollDie', 'setFace', 'drawCards', 'cardAction', 'skip'],
  main: ['standard', 'playCard', 'cardAction', 'secondSupport', 'skip'],
  turn: ['productionTurn', 'actionTurn', 'cardAction'],
  finish: ['cardAction', 'endTurn'],
};

/** A specific reason for a move that is not among the legal choices. */
function explain(state: DiceState, decision: Decision, move: DiceMove, expected: string[]): string {
  const seat = decision.seat;
  const player = state.players[seat];
  const plausible = [...expected, ...(PLAUSIBLE[decision.kind] ?? [])];
  if (!plausible.includes(move.type)) return `Now: ${promptOf(state, decision).title}. A "${move.type}" move does not answer that (expected ${expected.join(', ')}).`;
  switch (move.type) {
    case 'playCard':
      return whyUnplayable(state, seat, move.card) ?? 'That card cannot be played now.';
    case 'cardAction': {
      const source = lastingSources(player).find((s) => s.id === move.card);
      if (!source?.action) return `${move.card} is not one of your cards with an action.`;
      if (player.used.includes(move.card)) return 'That card has already been used; it flips back on your production turn.';
      if (!canPay(player, source.action.cost)) return `You cannot pay ${source.action.cost.join(' + ')} for that action.`;
      return `That is a ${source.action.timing} action and cannot be used now.`;
    }
    case 'standard':
      return 'You cannot pay for that standard action (or a city has no legal area).';
    case 'place':
      if (decision.kind === 'soloStart') return `${move.area} is not a legal area for the neutral ${decision.tile}; choose one of ${soloStartAreas(state, decision.tile).join(', ')}.`;
      return decision.kind === 'place' ? `${move.area} is not a legal area; choose one of ${legalAreas(state, decision.tile).join(', ')}.` : 'Nothing to place now.';
    case 'rollDie':
      return `The pool has no ${move.colour} dice left.`;
    case 'setFace':
    case 'drawCards':
    case 'give':
    case 'lose':
      return 'That resource or die is not available to you.';
    default:
      return 'That move is not one of the legal choices now.';
  }
}

function validate(state: DiceState, seat: number, move: DiceMove): string | null {
  if (state.finished) return 'The game is over.';
  const decision = state.pending;
  if (!decision || decision.seat !== seat) {
    return decision ? `It is not your decision: waiting for ${state.players[decision.seat].name}.` : 'Nothing to decide now.';
  }
  const prompt = promptOf(state, decision);
  if (prompt.kind === 'keepDice') return move.type === 'keepDice' ? keepDiceError(state, seat, move.dice) : `${prompt.title}: send a keepDice move.`;
  if (prompt.kind === 'discardCards') return move.type === 'discardCards' ? discardError(state, seat, move.cards) : `${prompt.title}: send a discardCards move.`;
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
