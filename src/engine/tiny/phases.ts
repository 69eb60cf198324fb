// The work behind each entry action of the chart, and the loop that feeds their events back to it.
import { askFirstCities } from './firstCities';
import { startActionPhase } from './actionPhase';
import { stepTinyFlow } from './flow/runFlow';
import type { TinyFlowEvent, TinyPhaseEntry } from './flow/tinyMachine';
import { collectIncome, startGeneration } from './income';
import { startResearch } from './research';
import { scoreGame } from './scoring';
import type { TinyState } from './state';

const PHASES: Record<TinyPhaseEntry, (state: TinyState) => TinyFlowEvent | null> = {
  startResearch,
  askFirstCities,
  startActionPhase,
  collectIncome,
  startGeneration,
  scoreGame,
};

/** Runs entry actions; an action that finishes its phase at once hands back the next event. */
export function runEntries(state: TinyState, entries: readonly TinyPhaseEntry[]): void {
  for (const entry of entries) {
    const event = PHASES[entry](state);
    if (event) fire(state, event);
  }
}

/** Moves the chart on with an event and runs what the new state asks for. */
export function fire(state: TinyState, event: TinyFlowEvent | null): void {
  if (!event) return;
  const step = stepTinyFlow(state.flow, event);
  state.flow = step.value;
  runEntries(state, step.entries);
}
