// Carries out an answer that legal.ts already accepted, on a copy of the state.
import type { TinyMove } from '../../shared/tiny/moves';
import { activateProject, activateStandard, continueActivation, passTurn } from './actionPhase';
import { moveCity, resolveExtraHeat, resolveHex, resolveToken } from './effects';
import { resolveFirstCity } from './firstCities';
import type { TinyFlowEvent } from './flow/tinyMachine';
import { fire } from './phases';
import { resolveOrient } from './research';
import type { TinyState } from './state';

function answer(state: TinyState, seat: number, move: TinyMove): TinyFlowEvent | null {
  const pending = state.pending!;
  switch (move.type) {
    case 'orient':
      return resolveOrient(state, move.keep);
    case 'city':
      if (pending.kind === 'city' && pending.reason === 'setup') return resolveFirstCity(state, seat, move.to);
      moveCity(state, seat, move.from, move.to, pending.kind === 'city' && pending.reason === 'researchOutpost');
      return continueActivation(state);
    case 'project':
      return activateProject(state, seat, move.project);
    case 'standard':
      return activateStandard(state, seat, move.project);
    case 'pass':
      return passTurn(state, seat);
    case 'hex':
      if (pending.kind === 'hex') resolveHex(state, pending.step, move.hex);
      return continueActivation(state);
    case 'skip':
      return continueActivation(state);
    case 'token':
      resolveToken(state, move.token);
      return continueActivation(state);
    case 'option':
      if (pending.kind === 'option') resolveExtraHeat(state, pending.step, move.index === 0);
      return continueActivation(state);
  }
}

export function resolveMove(state: TinyState, seat: number, move: TinyMove): void {
  fire(state, answer(state, seat, move));
}
