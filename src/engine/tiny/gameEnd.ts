// When the game is over: checked after each income phase.
import { exhaustedSupplies } from './supply';
import { vacantHexes } from './placement';
import { SOLO_GENERATIONS, type TinyState } from './state';

export function isGameOver(state: TinyState): boolean {
  const empty = exhaustedSupplies(state).length;
  const full = vacantHexes(state).length === 0;
  if (state.options.solo) return empty === 3 || full || state.generation >= SOLO_GENERATIONS;
  return empty >= 2 || full;
}
