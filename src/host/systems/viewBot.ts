// Adapts a bot that sees only its seat's view and the legal moves (as the smaller games' bots do) to the
// host's engine-bot shape, so the view is computed here and the bot never touches the full state.
import type { Seat } from '../../shared/tm/basics';
import type { BotRandom } from '../bots/types';
import type { EngineBot } from '../engine';

export interface ViewRules<State, Move, View> {
  viewFor(state: State, viewer: Seat | null): View;
  legalMoves(state: State, seat: Seat): Move[];
}

export function viewBot<State, Move, View>(
  rules: ViewRules<State, Move, View>,
  bot: (view: View, legalMoves: Move[], random: BotRandom) => Move,
): EngineBot<State, Move> {
  return (state, seat, random) => bot(rules.viewFor(state, seat), rules.legalMoves(state, seat), random);
}

/** Every bot of a level table, adapted. */
export function viewBots<State, Move, View, Level extends string>(
  rules: ViewRules<State, Move, View>,
  bots: Record<Level, (view: View, legalMoves: Move[], random: BotRandom) => Move>,
): Record<Level, EngineBot<State, Move>> {
  const adapted = {} as Record<Level, EngineBot<State, Move>>;
  for (const level of Object.keys(bots) as Level[]) adapted[level] = viewBot(rules, bots[level]);
  return adapted;
}
