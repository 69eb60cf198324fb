// Steps an XState v5 chart purely (no actor, no timers) for engines that keep only the chart's state
// value in their plain game state. Nested states are stored as dotted paths ("solar.colonyProduction")
// so the saved value stays a plain string.
import { initialTransition, transition, type AnyStateMachine, type EventObject, type StateValue } from 'xstate';

export interface ChartStep<Entry extends string> {
  value: string;
  /** Entry actions the engine must run, in order (XState's own internal actions left out). */
  entries: Entry[];
}

/** {solar: 'gameEndCheck'} → "solar.gameEndCheck"; flat values stay as they are. */
export function chartValueToPath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value)[0];
  return inner === undefined ? key : `${key}.${chartValueToPath(inner as StateValue)}`;
}

function chartValueFromPath(path: string): StateValue {
  const dot = path.indexOf('.');
  return dot < 0 ? path : { [path.slice(0, dot)]: chartValueFromPath(path.slice(dot + 1)) };
}

const entriesOf = <Entry extends string>(actions: { type: string }[]) =>
  actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.')) as Entry[];

export function initialChartStep<Entry extends string>(machine: AnyStateMachine): ChartStep<Entry> {
  const [snapshot, actions] = initialTransition(machine);
  return { value: chartValueToPath(snapshot.value), entries: entriesOf<Entry>(actions) };
}

/** An event the current state does not accept is an engine bug, so it throws. */
export function stepChart<Entry extends string>(machine: AnyStateMachine, path: string, event: EventObject): ChartStep<Entry> {
  const current = machine.resolveState({ value: chartValueFromPath(path), context: undefined as never });
  const [next, actions] = transition(machine, current, event);
  const value = chartValueToPath(next.value);
  const entries = entriesOf<Entry>(actions);
  if (value === path && entries.length === 0) throw new Error(`flow event ${event.type} not accepted in state ${path}`);
  return { value, entries };
}
