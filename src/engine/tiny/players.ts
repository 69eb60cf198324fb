// Who is who: seats, cube colours, turn order and the cities each seat owns.
import { DUMMY_OWNER, type HexId } from '../../shared/tiny/basics';
import type { TinyState } from './state';
import { msg, type MessageParam } from '../../shared/message';

export const isSolo = (state: TinyState) => state.options.solo;

/** The other side of the table: the second seat, or the dummy in solitaire. */
export function opponentOf(state: TinyState, seat: number): number {
  return isSolo(state) ? DUMMY_OWNER : 1 - seat;
}

export function blackSeat(state: TinyState): number {
  return isSolo(state) ? DUMMY_OWNER : 1 - state.white;
}

/** White starts odd generations, Black even ones; in solitaire the player always starts. */
export function startSeat(state: TinyState): number {
  if (isSolo(state)) return 0;
  return state.generation % 2 === 1 ? state.white : 1 - state.white;
}

export function cubeColour(state: TinyState, seat: number): 'white' | 'black' {
  return seat === state.white ? 'white' : 'black';
}

export function citiesOf(state: TinyState, owner: number): HexId[] {
  const out: HexId[] = [];
  state.hexes.forEach((h, id) => {
    if (h?.kind === 'city' && h.owner === owner) out.push(id);
  });
  return out;
}

export function allCities(state: TinyState): HexId[] {
  const out: HexId[] = [];
  state.hexes.forEach((h, id) => {
    if (h?.kind === 'city') out.push(id);
  });
  return out;
}

/** A seat as a message parameter: the player's own name, or the dummy said in the player's language. */
export function seatName(state: TinyState, seat: number): MessageParam {
  return seat === DUMMY_OWNER ? msg('tiny.player.dummy') : state.players[seat].name;
}

export function playerName(state: TinyState, seat: number): string {
  return state.players[seat].name;
}
