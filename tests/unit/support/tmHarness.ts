// Test helpers: build a game in the action phase and play cards, actions and answers by name.
import type { NewGameSetup } from '../../../src/shared/protocol';
import type { CardId, Parameter, Resource, Seat } from '../../../src/shared/tm/basics';
import type { Move, Prompt } from '../../../src/shared/tm/prompt';
import { applyMove, createGame, legalMoves, waitingFor, type TmState } from '../../../src/engine/tm';
import { botRandom, type BotPolicy } from '../../../src/host/bots';
import { actionChoices } from '../../../src/engine/tm/actions';
import { cardPaymentRules, defaultPayment } from '../../../src/engine/tm/payment';
import { refusalError } from './tmRefusal';

/** A new game's setup: people on the Beginner Corporation unless `seats` says otherwise (e.g. bots with dealt corporations). */
export function setupFor(
  players = 2,
  seed = 'test-seed',
  extra: Partial<NewGameSetup['options']> = {},
  seats: { kind?: 'human' | 'bot'; beginner?: boolean } = {},
): NewGameSetup {
  const colors = ['red', 'green', 'blue', 'yellow', 'black'] as const;
  const { kind = 'human', beginner = true } = seats;
  return {
    seed,
    options: { corporateEra: true, draft: false, solo: false, ...extra },
    players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}`, color: colors[i], kind, beginner })),
  };
}

/**
 * A game in generation 1's action phase with seat 0 to act. Everyone plays the Beginner Corporation;
 * hands are emptied and each player gets 100 M€ so that tests choose exactly what is in play.
 */
export function startedGame(opts: { players?: number; seed?: string; corporateEra?: boolean; colonies?: boolean; cornucopia?: boolean } = {}): TmState {
  const state = createGame(setupFor(opts.players ?? 2, opts.seed ?? 'test-seed', { corporateEra: opts.corporateEra ?? true, colonies: opts.colonies ?? false, ...(opts.cornucopia ? { cornucopia: true } : {}) }));
  if (state.flow !== 'action') throw new Error(`expected the action phase, got ${state.flow}`);
  const first = state.firstPlayer;
  // Re-seat the turn to seat 0 so tests read naturally.
  delete state.pending[first];
  state.firstPlayer = 0;
  state.activePlayer = 0;
  for (const p of state.players) {
    state.discard.push(...p.hand);
    p.hand = [];
    p.stock.megacredits = 100;
  }
  state.pending[0] = { prompt: { kind: 'action', seat: 0, title: { key: 'test' }, choices: [], actionsTaken: 0 }, resolver: 'action', data: {} };
  return refreshActionPrompt(state, 0);
}

/** Rebuilds the seat's action prompt after a test changed the state by hand. */
export function refreshActionPrompt(state: TmState, seat: Seat): TmState {
  const decision = state.pending[seat];
  if (decision?.resolver !== 'action') return state;
  decision.prompt = { ...decision.prompt, choices: actionChoices(state, seat) } as Prompt;
  return state;
}

export interface Patch {
  stock?: Partial<Record<Resource, number>>;
  production?: Partial<Record<Resource, number>>;
  /** Put cards straight into play, without their effects. */
  cardsInPlay?: CardId[];
  hand?: CardId[];
  tr?: number;
}

export function give(state: TmState, seat: Seat, patch: Patch): TmState {
  const p = state.players[seat];
  Object.assign(p.stock, patch.stock ?? {});
  Object.assign(p.production, patch.production ?? {});
  for (const id of patch.cardsInPlay ?? []) {
    removeEverywhere(state, id);
    p.played.push({ id, resources: 0, actionUsed: false });
  }
  for (const id of patch.hand ?? []) {
    removeEverywhere(state, id);
    p.hand.push(id);
  }
  if (patch.tr !== undefined) p.tr = patch.tr;
  return refreshActionPrompt(state, seat);
}

function removeEverywhere(state: TmState, id: CardId): void {
  state.deck = state.deck.filter((c) => c !== id);
  state.discard = state.discard.filter((c) => c !== id);
  for (const q of state.players) q.hand = q.hand.filter((c) => c !== id);
}

export function setParameter(state: TmState, parameter: Parameter, value: number): TmState {
  state.parameters[parameter] = value;
  for (const p of state.players) refreshActionPrompt(state, p.seat);
  return state;
}

export function act(state: TmState, seat: Seat, move: Move): TmState {
  const result = applyMove(state, seat, move);
  if (!result.ok) throw refusalError(result.error);
  return result.state;
}

/** Answers pending prompts for the seat with the given moves, in order. */
export function answer(state: TmState, seat: Seat, answers: Move[]): TmState {
  let s = state;
  for (const move of answers) s = act(s, seat, move);
  return s;
}

export function play(state: TmState, seat: Seat, card: CardId, answers: Move[] = []): TmState {
  let s = state;
  if (!s.players[seat].hand.includes(card)) s = give(s, seat, { hand: [card] });
  const payment = defaultPayment(s.players[seat], cardPaymentRules(s, seat, card));
  if (!payment) throw new Error(`cannot afford ${card}`);
  s = act(s, seat, { type: 'playCard', card, payment });
  return answer(s, seat, answers);
}

export function useAction(state: TmState, seat: Seat, card: CardId, answers: Move[] = []): TmState {
  return answer(act(state, seat, { type: 'cardAction', card }), seat, answers);
}

export function promptOf(state: TmState, seat: Seat): Prompt | null {
  return state.pending[seat]?.prompt ?? null;
}

export { legalMoves };

/** Lets `bot` answer for every seat from `state` until `done` holds. */
export function botsUntil(state: TmState, bot: BotPolicy, seed: number, done: (state: TmState) => boolean): TmState {
  const random = botRandom(seed);
  while (!done(state)) {
    const seat = waitingFor(state)[0];
    const r = applyMove(state, seat, bot(state, seat, random));
    if (!r.ok) throw refusalError(r.error);
    state = r.state;
  }
  return state;
}
