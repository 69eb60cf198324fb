// Taking back an action at a step where it has paid, revealed and changed nothing yet (the prompt says
// so with `cancellable`): the seat gets its turn prompt again, as if the action had not been chosen.
import { msg, type Message } from '../../shared/message';
import type { Seat } from '../../shared/tm/basics';
import { promptAction } from './actions';
import type { PendingDecision, TmState } from './state';

export function cancelAction(state: TmState, seat: Seat, decision: PendingDecision): Message | null {
  const cancellable = 'cancellable' in decision.prompt && decision.prompt.cancellable === true;
  if (!cancellable || state.acting !== seat || state.queue.length > 0) {
    return msg('tmError.cancel.tooLate');
  }
  delete state.pending[seat];
  state.acting = null;
  promptAction(state, seat);
  return null;
}
