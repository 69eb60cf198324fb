// The parameter facts projects require: heat in play, and cubes on Mars.
import type { CubeKind } from '../../shared/tiny/basics';
import type { TinyState } from './state';

export function cubesOnMars(state: TinyState, kind: CubeKind): number {
  return state.hexes.filter((h) => h?.kind === kind).length;
}

/** Heat requirements count both players' heat cubes plus heat cubes on the map. */
export function heatInPlay(state: TinyState): number {
  return state.players.reduce((n, p) => n + p.heat, 0) + cubesOnMars(state, 'heat');
}

export function parameterLevel(state: TinyState, kind: CubeKind): number {
  return kind === 'heat' ? heatInPlay(state) : cubesOnMars(state, kind);
}
