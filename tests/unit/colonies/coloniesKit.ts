// Helpers for Colonies tests: a game in the action phase with chosen colony tiles, and moves by name.
import type { Seat } from '../../../src/shared/tm/basics';
import type { TradeResource } from '../../../src/shared/tm/prompt';
import type { TmState } from '../../../src/engine/tm';
import { MARKER_START } from '../../../src/engine/tm/colonies/tiles';
import { act, answerAll, give, promptOf, turnTo } from '../cards/cardKit';
import { refreshActionPrompt, startedGame } from '../support/tmHarness';

export { act, answerAll, give, promptOf, turnTo };

/** A 2-player game with Colonies in its action phase, seat 0 to act, with exactly these tiles in play. */
export function coloniesGame(tiles = ['Callisto', 'Ceres', 'Europa', 'Luna', 'Triton'], players = 2): TmState {
  const state = startedGame({ players, colonies: true });
  setTiles(state, tiles);
  return state;
}

export function setTiles(state: TmState, names: string[]): TmState {
  const colonies = state.colonies!;
  const all = [...colonies.tiles.map((t) => t.name), ...colonies.unused];
  colonies.tiles = names.map((name) => ({ name, marker: MARKER_START, colonies: [], fleet: null }));
  colonies.unused = all.filter((n) => !names.includes(n));
  for (const p of state.players) refreshActionPrompt(state, p.seat);
  return state;
}

export function tile(state: TmState, name: string) {
  const t = state.colonies!.tiles.find((x) => x.name === name);
  if (!t) throw new Error(`${name} is not in play`);
  return t;
}

/** Puts colonies straight onto a tile (no bonus, no triggers), and sets its marker if given. */
export function colonize(state: TmState, name: string, owners: Seat[], marker?: number): TmState {
  const t = tile(state, name);
  t.colonies = [...owners];
  t.marker = marker ?? Math.max(t.marker, owners.length);
  for (const p of state.players) refreshActionPrompt(state, p.seat);
  return state;
}

/** The seat trades with the tile as a fresh action, answering later prompts with defaults. */
export function tradeNow(state: TmState, seat: Seat, name: string, pay: TradeResource = 'megacredits'): TmState {
  let s = act(turnTo(state, seat), seat, { type: 'trade', pay });
  s = act(s, seat, { type: 'colony', tile: name });
  return answerAll(s, seat);
}

/** The seat builds a colony with the standard project as a fresh action. */
export function buildNow(state: TmState, seat: Seat, name: string): TmState {
  let s = act(turnTo(state, seat), seat, { type: 'standardProject', project: 'Build Colony' });
  s = act(s, seat, { type: 'colony', tile: name });
  return answerAll(s, seat);
}
