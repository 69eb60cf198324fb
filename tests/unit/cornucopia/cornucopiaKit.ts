// Helpers for Cornucopia tests: a game in the action phase with a factory and modules set up by hand.
import type { CardId, Seat } from '../../../src/shared/tm/basics';
import type { FactoryType } from '../../../src/shared/tm/cornucopia';
import type { TmState } from '../../../src/engine/tm';
import { emptyFactory, refreshConnections } from '../../../src/engine/tm/cornucopia/grid';
import { MODULES } from '../../../src/engine/tm/cornucopia/moduleData';
import { act, answerAll, give, promptOf, tiles, turnTo } from '../cards/cardKit';
import { refreshActionPrompt, startedGame } from '../support/tmHarness';

export { act, answerAll, give, promptOf, tiles, turnTo };

export const byName = (name: string): CardId => {
  const m = MODULES.find((x) => x.name === name);
  if (!m) throw new Error(`no module ${name}`);
  return m.id;
};

/** A 2-player Cornucopia game in generation 1's action phase, seat 0 to act with 100 M€. */
export function cornucopiaGame(players = 2): TmState {
  return startedGame({ players, cornucopia: true });
}

/** Takes the module out of wherever it is (deck, discard, market). */
function takeModule(state: TmState, id: CardId): void {
  const c = state.cornucopia!;
  c.deck = c.deck.filter((m) => m !== id);
  c.discard = c.discard.filter((m) => m !== id);
  c.market = c.market.filter((m) => m !== id);
}

/** Gives the seat a factory with modules in cells (no placement checks), connections recomputed. */
export function withFactory(state: TmState, seat: Seat, type: FactoryType, modules: Record<number, string> = {}): TmState {
  const f = emptyFactory(type);
  for (const [cell, name] of Object.entries(modules)) {
    const id = byName(name);
    takeModule(state, id);
    f.cells[Number(cell)] = { id, resources: 0, actionUsed: false };
  }
  refreshConnections(f);
  state.players[seat].factory = f;
  return refreshActionPrompt(state, seat);
}

/** Puts these modules face up in the marketplace (the old ones go back to the deck). */
export function setMarket(state: TmState, names: string[]): TmState {
  const c = state.cornucopia!;
  c.deck.push(...c.market);
  c.market = [];
  for (const name of names) {
    takeModule(state, byName(name));
    c.market.push(byName(name));
  }
  for (const p of state.players) refreshActionPrompt(state, p.seat);
  return state;
}

export function cellOf(state: TmState, seat: Seat, name: string) {
  const id = byName(name);
  const f = state.players[seat].factory!;
  const cell = f.cells.findIndex((c) => c !== null && c.id.replace('+', '') === id);
  return { cell, placed: f.cells[cell]! };
}

export function choicesOf(state: TmState, seat: Seat): string[] {
  const prompt = promptOf(state, seat);
  return prompt?.kind === 'action' ? prompt.choices.map((c) => c.type) : [];
}
