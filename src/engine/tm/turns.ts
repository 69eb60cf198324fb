// Whose turn it is in the action phase, and what happens when an action finishes.
import { cardName } from '../../shared/tm/contentKeys';
import { msg } from '../../shared/message';
import type { Seat } from '../../shared/tm/basics';
import { promptAction } from './actions';
import { promptFinalGreenery } from './finalGreenery';
import { getCard } from './cards/catalogue';
import { sendFlow } from './phases';
import { enqueueLast, log } from './queue';
import type { TmState } from './state';

export const ACTIONS_PER_TURN = 2;

/** Gives the seat its turn: the corporation's first action comes first in generation 1. */
export function beginTurn(state: TmState, seat: Seat): void {
  state.activePlayer = seat;
  const p = state.players[seat];
  p.actionsThisTurn = 0;
  if (p.firstActionPending && p.corporation) {
    p.firstActionPending = false;
    const first = getCard(p.corporation).corporation?.firstAction ?? [];
    if (first.length) {
      log(state, seat, msg('tm.log.corporationFirstAction', { player: p.name, corporation: cardName(p.corporation) }));
      state.acting = seat;
      enqueueLast(state, seat, p.corporation, first);
      return;
    }
  }
  promptAction(state, seat);
}

/** The next seat after `from` that has not passed (possibly `from` itself), or null when all passed. */
function nextActiveSeat(state: TmState, from: Seat): Seat | null {
  const n = state.players.length;
  for (let i = 1; i <= n; i++) {
    const seat = (from + i) % n;
    if (!state.players[seat].passed) return seat;
  }
  return null;
}

export function endTurn(state: TmState, seat: Seat): void {
  const next = nextActiveSeat(state, seat);
  if (next === null) {
    state.activePlayer = null;
    sendFlow(state, { type: 'ALL_PASSED' });
    return;
  }
  beginTurn(state, next);
}

export function passGeneration(state: TmState, seat: Seat): void {
  state.players[seat].passed = true;
  log(state, seat, msg('tm.log.passed', { player: state.players[seat].name }));
  endTurn(state, seat);
}

/** Called when the acting seat's action has fully resolved. */
export function completeAction(state: TmState): void {
  const seat = state.acting;
  state.acting = null;
  if (seat === null) return;
  if (state.flow === 'finalGreenery') {
    promptFinalGreenery(state, seat);
    return;
  }
  if (state.flow !== 'action') return;
  const p = state.players[seat];
  p.actionsThisTurn++;
  if (p.actionsThisTurn >= ACTIONS_PER_TURN) endTurn(state, seat);
  else promptAction(state, seat);
}
