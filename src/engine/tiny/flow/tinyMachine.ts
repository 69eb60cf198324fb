// The generation flow of TINYforming Mars as an XState v5 chart. It decides only where the game goes;
// the engine runs the work of each phase for the named entry actions (phases.ts). Guards read facts
// carried by the events, so the chart holds no game data.
import { setup } from 'xstate';

export type TinyFlowEvent =
  | { type: 'RESEARCH_DONE'; firstGeneration: boolean }
  | { type: 'CITIES_DONE' }
  | { type: 'ALL_PASSED' }
  | { type: 'INCOME_DONE'; gameOver: boolean }
  | { type: 'GENERATION_STARTED' }
  | { type: 'SCORED' };

export type TinyPhaseEntry =
  | 'startResearch'
  | 'askFirstCities'
  | 'startActionPhase'
  | 'collectIncome'
  | 'startGeneration'
  | 'scoreGame';

export const tinyMachine = setup({
  types: { events: {} as TinyFlowEvent },
  guards: {
    firstGeneration: ({ event }) => event.type === 'RESEARCH_DONE' && event.firstGeneration,
    gameOver: ({ event }) => event.type === 'INCOME_DONE' && event.gameOver,
  },
  actions: {
    // Markers only: the engine performs the phase work so the rules live in one place.
    startResearch: () => {},
    askFirstCities: () => {},
    startActionPhase: () => {},
    collectIncome: () => {},
    startGeneration: () => {},
    scoreGame: () => {},
  },
}).createMachine({
  id: 'tinyGeneration',
  initial: 'research',
  states: {
    research: {
      entry: 'startResearch',
      on: { RESEARCH_DONE: [{ guard: 'firstGeneration', target: 'firstCities' }, { target: 'action' }] },
    },
    firstCities: { entry: 'askFirstCities', on: { CITIES_DONE: 'action' } },
    action: { entry: 'startActionPhase', on: { ALL_PASSED: 'income' } },
    income: {
      entry: 'collectIncome',
      on: { INCOME_DONE: [{ guard: 'gameOver', target: 'scoring' }, { target: 'nextGeneration' }] },
    },
    nextGeneration: { entry: 'startGeneration', on: { GENERATION_STARTED: 'research' } },
    scoring: { entry: 'scoreGame', on: { SCORED: 'ended' } },
    ended: { type: 'final' },
  },
});

export type TinyFlowState = 'research' | 'firstCities' | 'action' | 'income' | 'nextGeneration' | 'scoring' | 'ended';
