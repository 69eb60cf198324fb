// After the last production phase each player, from the first player on, may turn plants into greeneries.
import type { Seat } from '../../shared/tm/basics';
import { plantsPerGreenery } from './actions';
import { sendFlow } from './phases';
import { ask } from './queue';
import type { TmState } from './state';
import { canPlaceTile } from './tiles';
import { msg } from '../../shared/message';

export function promptFinalGreenery(state: TmState, seat: Seat): void {
  state.activePlayer = seat;
  const p = state.players[seat];
  const cost = plantsPerGreenery(p);
  if (p.stock.plants >= cost && canPlaceTile(state, seat, { tile: 'greenery' })) {
    ask(state, { kind: 'option', seat, title: msg('tmPrompt.title.finalGreenery', { player: p.name, cost }), options: [msg('tmPrompt.option.placeGreenery'), msg('tmPrompt.option.done')] }, 'finalGreenery');
    return;
  }
  finishFinalGreenery(state, seat);
}

/** This seat is done converting; move on to the next seat, or to scoring after the last. */
export function finishFinalGreenery(state: TmState, seat: Seat): void {
  const next = (seat + 1) % state.players.length;
  if (next === state.firstPlayer) {
    state.activePlayer = null;
    sendFlow(state, { type: 'CONVERSIONS_DONE' });
  } else {
    promptFinalGreenery(state, next);
  }
}
