// Everything a seat may answer now. Choice prompts list their answers; keeping dice and discarding
// cards are subsets, enumerated up to identical dice (and, for discards, a representative sample).
import type { DiceMove } from '../../shared/dice/moves';
import { promptOf } from './prompts';
import type { DiceState } from './state';

/** Index sets of at most `max` dice, one per distinct multiset of faces. */
function keepSets(faces: string[], max: number): number[][] {
  const out: number[][] = [];
  const seen = new Set<string>();
  const walk = (start: number, chosen: number[]) => {
    const key = chosen.map((i) => faces[i]).sort().join(',');
    if (seen.has(key)) return;
    seen.add(key);
    out.push([...chosen]);
    if (chosen.length === max) return;
    for (let i = start; i < faces.length; i++) walk(i + 1, [...chosen, i]);
  };
  walk(0, []);
  return out;
}

export function waitingFor(state: DiceState): number[] {
  return state.pending && !state.finished ? [state.pending.seat] : [];
}

export function legalMoves(state: DiceState, seat: number): DiceMove[] {
  if (!state.pending || state.pending.seat !== seat || state.finished) return [];
  const prompt = promptOf(state, state.pending);
  switch (prompt.kind) {
    case 'choice':
      return prompt.choices.map((c) => c.move);
    case 'keepDice':
      return keepSets(state.players[seat].dice.map((d) => d.face), prompt.max).map((dice) => ({ type: 'keepDice', dice }));
    case 'discardCards': {
      // Any subset is legal; list none, each single card and all of them.
      const singles = prompt.cards.map((c) => ({ type: 'discardCards' as const, cards: [c] }));
      const all = prompt.cards.length > 1 ? [{ type: 'discardCards' as const, cards: [...prompt.cards] }] : [];
      return [{ type: 'discardCards', cards: [] }, ...singles, ...all];
    }
  }
}
