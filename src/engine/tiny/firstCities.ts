// Setup, step 8: Black places a first city, then White (never next to it). In solitaire the dummy's
// cities are already on the map and only the player places one.
import type { HexId } from '../../shared/tiny/basics';
import { moveCity } from './effects';
import type { TinyFlowEvent } from './flow/tinyMachine';
import { citiesOf, isSolo } from './players';
import type { TinyState } from './state';

export function askFirstCities(state: TinyState): null {
  const first = isSolo(state) ? 0 : 1 - state.white;
  state.pending = { kind: 'city', seat: first, reason: 'setup' };
  return null;
}

export function resolveFirstCity(state: TinyState, seat: number, to: HexId): TinyFlowEvent | null {
  moveCity(state, seat, null, to, false);
  state.pending = null;
  if (!isSolo(state) && citiesOf(state, state.white).length === 0) {
    state.pending = { kind: 'city', seat: state.white, reason: 'setup' };
    return null;
  }
  return { type: 'CITIES_DONE' };
}
