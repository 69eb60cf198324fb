// Steps an XState v5 chart purely (no actor, no timers) for engines that keep only the chart's state
// value in their plain game state. Works for charts whose states are flat (a string value).
import { initialTransition, transition, type AnyStateMachine, type EventObject } from 'xstate';

export interface ChartStep<Entry extends string> {
  value: string;
  /** Entry actions the engine must run, in order (XState's own internal actions left out). */
  entries: Entry[];
}

const entriesOf = <Entry extends string>(actions: { type: string }[]) =>
  actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.')) as Entry[];

export function initialChartStep<Entry extends string>(machine: AnyStateMachine): ChartStep<Entry> {
  const [snapshot, actions] = initialTransition(machine);
  return { value: String(snapshot.value), entries: entriesOf<Entry>(actions) };
}

/** An event the current state does not accept is an engine bug, so it throws. */
export function stepChart<Entry extends string>(machine: AnyStateMachine, value: string, event: EventObject): ChartStep<Entry> {
  const current = machine.resolveState({ value, context: undefined as never });
  const [next, actions] = transition(machine, current, event);
  const entries = entriesOf<Entry>(actions);
  if (String(next.value) === value && entries.length === 0) throw new Error(`flow event ${event.type} not accepted in state ${value}`);
  return { value: String(next.value), entries };
}
