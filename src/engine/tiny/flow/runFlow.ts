// Steps the TINYforming Mars chart purely: from the stored state value and an event, the next value
// and the entry actions the engine must run.
import { initialChartStep, stepChart, type ChartStep } from '../../core/pureChart';
import { tinyMachine, type TinyFlowEvent, type TinyPhaseEntry } from './tinyMachine';

export type TinyFlowStep = ChartStep<TinyPhaseEntry>;

export const initialTinyFlow = (): TinyFlowStep => initialChartStep<TinyPhaseEntry>(tinyMachine);

export const stepTinyFlow = (value: string, event: TinyFlowEvent): TinyFlowStep => stepChart<TinyPhaseEntry>(tinyMachine, value, event);
