// Steps an XState v5 chart purely (no actor, no timers) for engines that keep only the chart's state
// value in their plain game state. Nested states are stored as dotted paths ("solar.colonyProduction")
// so the saved value stays a plain string.
//
// The charts hold no context and their guards read only the event, so a step is a pure function of
// (chart, state path, event). Each distinct step is asked of XState once and remembered: the chart
// stays the single description of the flow, but a game no longer pays for XState's `transition` on
// every flow event. Events carry a few flags, so each chart has only a few dozen distinct steps.
import { initialTransition, transition, type AnyStateMachine, type EventObject, type StateValue } from 'xstate';

export interface ChartStep<Entry extends string> {
  value: string;
  /** Entry actions the engine must run, in order (XState's own internal actions left out). */
  entries: readonly Entry[];
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

/** Steps already taken, per chart, by "path|event JSON"; shared results are frozen so no caller can alter them. */
const knownSteps = new WeakMap<AnyStateMachine, Map<string, ChartStep<string>>>();

function remembered<Entry extends string>(machine: AnyStateMachine, key: string, compute: () => ChartStep<Entry>): ChartStep<Entry> {
  let steps = knownSteps.get(machine);
  if (!steps) knownSteps.set(machine, (steps = new Map()));
  let step = steps.get(key);
  if (!step) {
    const fresh = compute();
    step = Object.freeze({ value: fresh.value, entries: Object.freeze([...fresh.entries]) });
    steps.set(key, step);
  }
  return step as ChartStep<Entry>;
}

export function initialChartStep<Entry extends string>(machine: AnyStateMachine): ChartStep<Entry> {
  return remembered(machine, '', () => {
    const [snapshot, actions] = initialTransition(machine);
    return { value: chartValueToPath(snapshot.value), entries: entriesOf<Entry>(actions) };
  });
}

/** An event the current state does not accept is an engine bug, so it throws (and is not remembered). */
export function stepChart<Entry extends string>(machine: AnyStateMachine, path: string, event: EventObject): ChartStep<Entry> {
  return remembered(machine, `${path}|${JSON.stringify(event)}`, () => transitionOnce<Entry>(machine, path, event));
}

function transitionOnce<Entry extends string>(machine: AnyStateMachine, path: string, event: EventObject): ChartStep<Entry> {
  const current = machine.resolveState({ value: chartValueFromPath(path), context: undefined as never });
  const [next, actions] = transition(machine, current, event);
  const value = chartValueToPath(next.value);
  const entries = entriesOf<Entry>(actions);
  if (value === path && entries.length === 0) throw new Error(`flow event ${event.type} not accepted in state ${path}`);
  return { value, entries };
}
