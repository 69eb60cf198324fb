// Module actions: a factory gives one per module beside it (at most 4 a generation), each usable on
// any of the player's modules that has an action and has not used it this generation. Each one is
// one of the player's two actions. A conversion may be repeated as often as paid for in one action.
import { cardName } from '../../../shared/tm/contentKeys';
import { msg, type Message } from '../../../shared/message';
import type { CardId, Seat } from '../../../shared/tm/basics';
import type { ActionChoice, Move } from '../../../shared/tm/prompt';
import { usableActions } from '../actions';
import { getCard } from '../cards/catalogue';
import type { CardAction, Effect } from '../cards/vocabulary';
import { ask, bump, enqueueLast, log } from '../queue';
import type { TmState } from '../state';
import { moduleActionsAllowed, placedModules } from './grid';
import { moduleFace } from './modules';
import { actionNumber } from '../promptWords';

/** A bound on repeats so that listing the choice stays cheap. */
const MAX_REPEATS = 30;

export function moduleActionsLeft(state: TmState, seat: Seat): number {
  const factory = state.players[seat].factory;
  return factory ? Math.max(0, moduleActionsAllowed(factory) - factory.actionsUsed) : 0;
}

/** The seat's modules whose action could be used now. */
export function usableModules(state: TmState, seat: Seat): CardId[] {
  const factory = state.players[seat].factory;
  if (!factory || moduleActionsLeft(state, seat) === 0) return [];
  return placedModules(factory).filter((m) => !m.actionUsed && usableActions(state, seat, m.id).length > 0).map((m) => m.id);
}

export function cornucopiaActionChoices(state: TmState, seat: Seat): ActionChoice[] {
  const modules = usableModules(state, seat);
  return modules.length ? [{ type: 'moduleAction', modules, left: moduleActionsLeft(state, seat) }] : [];
}

const repeated = (action: CardAction, times: number): Effect[] =>
  Array.from({ length: times }, () => [...(action.cost ?? []), ...action.effects]).flat();

/** How many times the conversion's stock price can be paid in one go (at least once: it was usable). */
export function maxRepeats(state: TmState, seat: Seat, action: CardAction): number {
  const stock = state.players[seat].stock;
  let most = MAX_REPEATS;
  for (const e of action.cost ?? []) {
    if (e.do === 'gain' && typeof e.amount === 'number' && e.amount < 0) most = Math.min(most, Math.floor(stock[e.resource] / -e.amount));
  }
  return Math.max(1, most);
}

/** Starts a module action; returns why it is illegal, or null. Other moves are not ours: undefined. */
export function startCornucopiaAction(state: TmState, seat: Seat, move: Move): Message | null | undefined {
  if (move.type !== 'moduleAction') return undefined;
  const p = state.players[seat];
  const factory = p.factory;
  if (!factory) return msg('tmError.module.noFactory');
  const placed = placedModules(factory).find((m) => m.id === move.module);
  if (!placed) return msg('tmError.module.notInFactory');
  const name = getCard(placed.id).name;
  if (moduleActionsLeft(state, seat) === 0) return msg('tmError.module.noActionsLeft');
  if (placed.actionUsed) return msg('tmError.cardAction.used', { card: cardName(placed.id) });
  const usable = usableActions(state, seat, placed.id);
  if (usable.length === 0) return msg('tmError.cardAction.notNow', { card: cardName(placed.id) });
  placed.actionUsed = true;
  factory.actionsUsed += 1;
  bump(state, 'moduleActions');
  log(state, seat, msg('tm.log.usedModuleAction', { player: p.name, module: cardName(placed.id) }));
  if (usable.length > 1) {
    const all = getCard(placed.id).actions ?? [];
    ask(state, { kind: 'option', seat, title: msg('tmPrompt.title.chooseAction', { card: cardName(placed.id) }), options: usable.map((a) => a.label ?? actionNumber(all.indexOf(a))) },
      'chooseCardAction', { card: placed.id, indices: usable.map((a) => all.indexOf(a)) });
    return null;
  }
  const most = moduleFace(placed.id).repeatable ? maxRepeats(state, seat, usable[0]) : 1;
  if (most > 1) {
    ask(state, { kind: 'amount', seat, title: msg('tmPrompt.title.howManyTimes', { card: cardName(placed.id), action: usable[0].label ?? actionNumber(0) }), min: 1, max: most }, 'moduleRepeat', { card: placed.id, most });
    return null;
  }
  enqueueLast(state, seat, placed.id, repeated(usable[0], 1));
  return null;
}

/** Answers the "how many times" prompt of a conversion module. */
export function repeatConversion(state: TmState, seat: Seat, card: CardId, times: number): void {
  const action = getCard(card).actions![0];
  enqueueLast(state, seat, card, repeated(action, times));
  log(state, seat, msg('tm.log.convertedTimes', { player: state.players[seat].name, times, module: cardName(card) }));
}
