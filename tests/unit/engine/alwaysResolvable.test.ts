// `canResolveAll` skips effect lists judged unconditional once per list (`alwaysResolvable`). That shortcut is
// only sound while every effect it lets through passes `canResolve` in every state: this checks it over the
// positions of the recorded TM games, for every card's play effects and every card action, from every seat.
import { describe, expect, it } from 'vitest';
import { applyMove, createGame, type TmState } from '../../../src/engine/tm';
import { ALL_CARDS } from '../../../src/engine/tm/cards/catalogue';
import type { Effect } from '../../../src/engine/tm/cards/vocabulary';
import { alwaysResolvable, canResolve } from '../../../src/engine/tm/effects';
import type { NewGameSetup } from '../../../src/shared/protocol';
import type { Move } from '../../../src/shared/tm/prompt';
import { loadRecordedGames } from '../support/recordedGames';
import { refusalError } from '../support/tmRefusal';

const EVERY = 7;

/** Every effect list on a card: what it does when played, and each action's cost and effects. */
function effectLists(): { card: string; effects: Effect[] }[] {
  const lists: { card: string; effects: Effect[] }[] = [];
  for (const def of ALL_CARDS) {
    if (def.onPlay) lists.push({ card: def.id, effects: def.onPlay });
    for (const action of def.actions ?? []) {
      if (action.cost) lists.push({ card: def.id, effects: action.cost });
      lists.push({ card: def.id, effects: action.effects });
    }
  }
  return lists;
}

describe('effect lists judged unconditional', () => {
  const unconditional = effectLists().filter((l) => alwaysResolvable(l.effects));
  const conditional = effectLists().filter((l) => !alwaysResolvable(l.effects));

  it('are many, and the rest are judged conditional (the shortcut is not trivially true or false)', () => {
    expect(unconditional.length).toBeGreaterThan(50);
    expect(conditional.length).toBeGreaterThan(50);
  });

  it('resolve in every position of the recorded TM games, from every seat', () => {
    let checked = 0;
    for (const game of loadRecordedGames().games.filter((g) => g.system === 'tm')) {
      let state: TmState = createGame(game.setup as NewGameSetup);
      game.moves.forEach(([seat, move], i) => {
        const result = applyMove(state, seat, move as Move);
        if (!result.ok) throw refusalError(result.error);
        state = result.state;
        if (i % EVERY !== 0) return;
        for (const { card, effects } of unconditional) {
          for (const p of state.players) {
            for (const effect of effects) {
              if (!canResolve(state, p.seat, card, effect)) throw new Error(`${card}: ${JSON.stringify(effect)} failed for seat ${p.seat} at move ${i} of ${game.name}`);
              checked++;
            }
          }
        }
      });
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});
