// Helpers for the per-card tests, on top of the shared harness: hand the turn to a seat, play a card
// and answer its prompts (with explicit answers first, then sensible defaults), read VP and reasons.
import type { CardId, Parameter, Seat, SpaceId } from '../../../src/shared/tm/basics';
import type { Move, Prompt } from '../../../src/shared/tm/prompt';
import type { TmState } from '../../../src/engine/tm';
import { scoreLines } from '../../../src/engine/tm';
import { cardUnplayableReason, cardsWithUsableActions } from '../../../src/engine/tm/actions';
import { findPlayedCard } from '../../../src/engine/tm/players';
import { setTile } from '../../../src/engine/tm/draft';
import { applyCorporation } from '../../../src/engine/tm/phases';
import { legalMoves } from '../../../src/engine/tm/legal';
import { act, give, play, promptOf, refreshActionPrompt, startedGame } from '../support/tmHarness';
import { inEnglish } from '../support/tmLogWords';

export { act, give, promptOf, startedGame };

/** Gives `seat` a fresh turn (no action taken yet), whoever was to act. */
export function turnTo(state: TmState, seat: Seat): TmState {
  state.pending = {};
  state.activePlayer = seat;
  state.players[seat].actionsThisTurn = 0;
  state.pending[seat] = { prompt: { kind: 'action', seat, title: { key: 'test' }, choices: [], actionsTaken: 0 }, resolver: 'action', data: {} };
  return refreshActionPrompt(state, seat);
}

/** Makes the seat lead this corporation (its starting stock and production added), as if chosen at set-up. */
export function withCorporation(state: TmState, seat: Seat, corp: CardId): TmState {
  const p = state.players[seat];
  p.corporation = null;
  p.corporationCard = null;
  applyCorporation(state, seat, corp);
  return refreshActionPrompt(state, seat);
}

export function params(state: TmState, values: Partial<Record<Parameter, number>>): TmState {
  Object.assign(state.parameters, values);
  for (const p of state.players) refreshActionPrompt(state, p.seat);
  return state;
}

/** Puts tiles straight on the board (no bonuses, no triggers), the way the engine writes it. */
export function tiles(state: TmState, list: [SpaceId, 'city' | 'greenery' | 'ocean' | 'special', Seat | null][]): TmState {
  for (const [space, kind, owner] of list) setTile(state, space, { kind, owner });
  for (const p of state.players) refreshActionPrompt(state, p.seat);
  return state;
}

function defaultAnswer(prompt: Prompt): Move {
  switch (prompt.kind) {
    case 'space': return { type: 'space', space: prompt.spaces[0] };
    case 'player': return { type: 'player', player: prompt.players.find((p) => p !== prompt.seat) ?? prompt.players[0] };
    case 'option': return { type: 'option', index: 0 };
    case 'cards': return { type: 'cards', cards: prompt.cards.slice(0, Math.max(1, prompt.min)) };
    case 'amount': return { type: 'amount', amount: prompt.min };
    case 'grid': return { type: 'grid', cell: prompt.cells[0] };
    default: throw new Error(`no default answer for a ${prompt.kind} prompt`);
  }
}

/** Answers the seat's prompts until it is back at its action prompt (or has none). */
export function answerAll(state: TmState, seat: Seat, answers: Move[] = []): TmState {
  let s = state;
  const queue = [...answers];
  for (let i = 0; i < 100; i++) {
    const prompt = promptOf(s, seat);
    if (!prompt || prompt.kind === 'action') {
      if (queue.length) throw new Error(`unused answers: ${JSON.stringify(queue)}`);
      return s;
    }
    // A payment's sensible default is the engine's own (the one bots make).
    const fallback = () => (prompt.kind === 'payment' ? legalMoves(s, seat)[0] : defaultAnswer(prompt));
    s = act(s, seat, queue.length ? queue.shift()! : fallback());
  }
  throw new Error('too many prompts');
}

/** Plays the card as the seat's fresh action, answering prompts with `answers` then defaults. */
export function playNow(state: TmState, seat: Seat, card: CardId, answers: Move[] = []): TmState {
  return answerAll(play(turnTo(state, seat), seat, card), seat, answers);
}

/** Plays the card and stops at its first prompt (for tests that inspect the prompt). */
export function playUntilPrompt(state: TmState, seat: Seat, card: CardId): TmState {
  return play(turnTo(state, seat), seat, card);
}

/** Uses the card's blue action as the seat's fresh action, answering prompts as playNow does. */
export function useNow(state: TmState, seat: Seat, card: CardId, answers: Move[] = []): TmState {
  return answerAll(act(turnTo(state, seat), seat, { type: 'cardAction', card }), seat, answers);
}

/** Why the seat cannot play the card now (it is put in hand first), said in English, or null. */
export function whyNot(state: TmState, seat: Seat, card: CardId): string | null {
  const s = give(structuredClone(state), seat, { hand: [card] });
  const why = cardUnplayableReason(s, seat, card);
  return why && inEnglish(why);
}

export function actionUsable(state: TmState, seat: Seat, card: CardId): boolean {
  return cardsWithUsableActions(state, seat).includes(card);
}

export function resourcesOn(state: TmState, card: CardId): number {
  return findPlayedCard(state, card)?.card.resources ?? 0;
}

export function setResources(state: TmState, card: CardId, n: number): TmState {
  const found = findPlayedCard(state, card);
  if (!found) throw new Error(`${card} is not in play`);
  found.card.resources = n;
  for (const p of state.players) refreshActionPrompt(state, p.seat);
  return state;
}

/** VP from cards only, for the seat. */
export function cardVp(state: TmState, seat: Seat): number {
  return scoreLines(state)[seat].cards;
}

export function tileAt(state: TmState, space: SpaceId) {
  return state.tiles[space];
}

/** Spaces holding a tile of the given kind (and special name) owned by the seat. */
export function spacesOf(state: TmState, seat: Seat | null, kind: string, special?: string): SpaceId[] {
  return Object.entries(state.tiles).filter(([, t]) => t.kind === kind && t.owner === seat && (special === undefined || t.special === special)).map(([id]) => id);
}
