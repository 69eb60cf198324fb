// Steps the generation chart purely (no actor, no timers): given the stored state value and an
// event, returns the next value and the entry actions the engine must run. Nested states (the solar
// phase) are stored as dotted strings, e.g. "solar.colonyProduction", so the saved value stays a string.
import { initialTransition, transition, type StateValue } from 'xstate';
import { generationMachine, type FlowEvent, type PhaseEntry } from './generationMachine';

export interface FlowStep {
  value: string;
  entries: PhaseEntry[];
}

/** {solar: 'gameEndCheck'} → "solar.gameEndCheck"; flat values stay as they are. */
export function flowValueToString(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value)[0];
  return inner === undefined ? key : `${key}.${flowValueToString(inner as StateValue)}`;
}

function flowValueFromString(text: string): StateValue {
  const dot = text.indexOf('.');
  return dot < 0 ? text : { [text.slice(0, dot)]: flowValueFromString(text.slice(dot + 1)) };
}

export function initialFlow(): FlowStep {
  const [snapshot, actions] = initialTransition(generationMachine);
  return { value: flowValueToString(snapshot.value), entries: actions.map((a) => a.type as PhaseEntry) };
}

/** An event the current state does not accept is a bug in the engine, so it throws. */
export function stepFlow(value: string, event: FlowEvent): FlowStep {
  const current = generationMachine.resolveState({ value: flowValueFromString(value), context: undefined as never });
  const [next, actions] = transition(generationMachine, current, event);
  const entries = actions.map((a) => a.type as PhaseEntry).filter((t) => !t.startsWith('xstate.'));
  const nextValue = flowValueToString(next.value);
  if (nextValue === value && entries.length === 0) {
    throw new Error(`flow event ${event.type} not accepted in state ${value}`);
  }
  return { value: nextValue, entries };
}
