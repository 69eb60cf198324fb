// Steps the Dice Game chart purely (see core/pureChart.ts): from the stored state value (a dotted path)
// and an event to the next value and the entry actions the engine must run.
import { initialChartStep, stepChart, type ChartStep } from '../../core/pureChart';
import { diceMachine, type DiceFlowEvent, type DicePhaseEntry } from './diceMachine';

export type DiceFlowStep = ChartStep<DicePhaseEntry>;

export const initialDiceFlow = (): DiceFlowStep => initialChartStep<DicePhaseEntry>(diceMachine);

export const stepDiceFlow = (path: string, event: DiceFlowEvent): DiceFlowStep => stepChart<DicePhaseEntry>(diceMachine, path, event);
