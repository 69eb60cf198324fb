// Steps the generation chart purely (see core/pureChart.ts): given the stored state value and an event,
// the next value and the entry actions the engine must run. The solar phase is nested, so its values
// are dotted paths such as "solar.colonyProduction".
import { initialChartStep, stepChart, type ChartStep } from '../../core/pureChart';
import { generationMachine, type FlowEvent, type PhaseEntry } from './generationMachine';

export type FlowStep = ChartStep<PhaseEntry>;

export const initialFlow = (): FlowStep => initialChartStep<PhaseEntry>(generationMachine);

export const stepFlow = (value: string, event: FlowEvent): FlowStep => stepChart<PhaseEntry>(generationMachine, value, event);
