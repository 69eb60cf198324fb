// Taking back an action at a step where it has paid, revealed and changed nothing yet (the prompt says
// so with `cancellable`): the seat gets its turn prompt again, as if the action had not been chosen.
import type { Seat } from '../../shared/tm/basics';
import { promptAction } from './actions';
import type { PendingDecision, TmState } from './state';

export function cancelAction(state: TmState, seat: Seat, decision: PendingDecision): string | null {
  const cancellable = 'cancellable' in decision.prompt && decision.prompt.cancellable === true;
  if (!cancellable || state.acting !== seat || state.queue.length > 0) {
    return 'this step cannot be cancelled: the action has already paid, revealed or changed something';
  }
  delete state.pending[seat];
  state.acting = null;
  promptAction(state, seat);
  return null;
}
