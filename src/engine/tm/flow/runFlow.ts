// Steps the generation chart purely (no actor, no timers): given the stored state value and an
// event, returns the next value and the entry actions the engine must run.
import { initialTransition, transition } from 'xstate';
import { generationMachine, type FlowEvent, type PhaseEntry } from './generationMachine';

export interface FlowStep {
  value: string;
  entries: PhaseEntry[];
}

export function initialFlow(): FlowStep {
  const [snapshot, actions] = initialTransition(generationMachine);
  return { value: String(snapshot.value), entries: actions.map((a) => a.type as PhaseEntry) };
}

/** An event the current state does not accept is a bug in the engine, so it throws. */
export function stepFlow(value: string, event: FlowEvent): FlowStep {
  const current = generationMachine.resolveState({ value, context: undefined as never });
  const [next, actions] = transition(generationMachine, current, event);
  const entries = actions.map((a) => a.type as PhaseEntry).filter((t) => !t.startsWith('xstate.'));
  if (String(next.value) === value && entries.length === 0) {
    throw new Error(`flow event ${event.type} not accepted in state ${value}`);
  }
  return { value: String(next.value), entries };
}
