// Steps the TINYforming Mars chart purely: from the stored state value and an event, the next value
// and the entry actions the engine must run.
import { initialTransition, transition } from 'xstate';
import { tinyMachine, type TinyFlowEvent, type TinyPhaseEntry } from './tinyMachine';

export interface TinyFlowStep {
  value: string;
  entries: TinyPhaseEntry[];
}

const entriesOf = (actions: { type: string }[]) =>
  actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.')) as TinyPhaseEntry[];

export function initialTinyFlow(): TinyFlowStep {
  const [snapshot, actions] = initialTransition(tinyMachine);
  return { value: String(snapshot.value), entries: entriesOf(actions) };
}

/** An event the current state does not accept is an engine bug, so it throws. */
export function stepTinyFlow(value: string, event: TinyFlowEvent): TinyFlowStep {
  const current = tinyMachine.resolveState({ value, context: undefined as never });
  const [next, actions] = transition(tinyMachine, current, event);
  const entries = entriesOf(actions);
  if (String(next.value) === value && entries.length === 0) throw new Error(`flow event ${event.type} not accepted in state ${value}`);
  return { value: String(next.value), entries };
}
