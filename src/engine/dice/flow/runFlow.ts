// Steps the Dice Game chart purely (no actor, no timers): from the stored state value and an event to
// the next value and the entry actions the engine must run. Values are stored as dotted paths.
import { initialTransition, transition, type StateValue } from 'xstate';
import { diceMachine, type DiceFlowEvent, type DicePhaseEntry } from './diceMachine';

export interface DiceFlowStep {
  value: string;
  entries: DicePhaseEntry[];
}

function toPath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, inner] = Object.entries(value)[0];
  return inner === undefined ? key : `${key}.${toPath(inner as StateValue)}`;
}

function fromPath(path: string): StateValue {
  const parts = path.split('.');
  return parts.reduceRight<StateValue>((inner, key) => ({ [key]: inner }), parts.pop() as string);
}

function entriesOf(actions: { type: string }[]): DicePhaseEntry[] {
  return actions.map((a) => a.type).filter((t) => !t.startsWith('xstate.')) as DicePhaseEntry[];
}

export function initialDiceFlow(): DiceFlowStep {
  const [snapshot, actions] = initialTransition(diceMachine);
  return { value: toPath(snapshot.value), entries: entriesOf(actions) };
}

/** An event the current state does not accept is a bug in the engine, so it throws. */
export function stepDiceFlow(path: string, event: DiceFlowEvent): DiceFlowStep {
  const current = diceMachine.resolveState({ value: fromPath(path), context: undefined as never });
  const [next, actions] = transition(diceMachine, current, event);
  const value = toPath(next.value);
  const entries = entriesOf(actions);
  if (value === path && entries.length === 0) throw new Error(`flow event ${event.type} not accepted in state ${path}`);
  return { value, entries };
}
