// Every answer a seat may give now, enumerated from its prompt.
import type { TinyMove } from '../../shared/tiny/moves';
import { promptOf } from './prompts';
import type { TinyState } from './state';

export function legalMoves(state: TinyState, seat: number): TinyMove[] {
  if (state.finished || state.pending?.seat !== seat) return [];
  const prompt = promptOf(state);
  if (!prompt) return [];
  switch (prompt.kind) {
    case 'orient':
      return [{ type: 'orient', keep: 0 }, { type: 'orient', keep: 1 }];
    case 'city':
      return prompt.placements.map((p) => ({ type: 'city', from: p.from, to: p.to }));
    case 'action':
      return [
        ...prompt.projects.map((p): TinyMove => ({ type: 'project', project: p.project })),
        ...prompt.standard.map((s): TinyMove => ({ type: 'standard', project: s.project })),
        { type: 'pass' },
      ];
    case 'hex':
      return [...prompt.hexes.map((hex): TinyMove => ({ type: 'hex', hex })), ...(prompt.optional ? [{ type: 'skip' } as TinyMove] : [])];
    case 'token':
      return prompt.tokens.map((token) => ({ type: 'token', token }));
    case 'option':
      return prompt.options.map((_, index) => ({ type: 'option', index }));
  }
}

export function waitingFor(state: TinyState): number[] {
  return state.pending && !state.finished ? [state.pending.seat] : [];
}
