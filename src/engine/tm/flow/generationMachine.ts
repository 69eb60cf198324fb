// The generation flow of Terraforming Mars as an XState v5 statechart. It decides only *where* the
// game goes next; the rules of each phase run in the engine as named entry actions (see phases.ts).
// Guards read facts carried by the events, so the chart itself holds no game data.
import { setup } from 'xstate';

export type FlowEvent =
  | { type: 'SETUP_DONE' }
  | { type: 'DRAFT_DONE' }
  | { type: 'RESEARCH_DONE' }
  | { type: 'ALL_PASSED' }
  | { type: 'PRODUCTION_DONE'; terraformed: boolean; lastGeneration: boolean }
  | { type: 'GENERATION_STARTED'; draft: boolean }
  | { type: 'CONVERSIONS_DONE' }
  | { type: 'SCORED' };

/** Entry actions; each names a function in phases.ts that the engine runs on entering the state. */
export type PhaseEntry =
  | 'dealSetup'
  | 'startActionPhase'
  | 'runProduction'
  | 'startGeneration'
  | 'dealDraft'
  | 'dealResearch'
  | 'startFinalGreenery'
  | 'scoreGame';

export const generationMachine = setup({
  types: { events: {} as FlowEvent },
  guards: {
    marsTerraformed: ({ event }) => event.type === 'PRODUCTION_DONE' && event.terraformed,
    generationLimitReached: ({ event }) => event.type === 'PRODUCTION_DONE' && event.lastGeneration,
    draftVariant: ({ event }) => event.type === 'GENERATION_STARTED' && event.draft,
  },
  actions: {
    // Markers only: the engine performs the phase work so that the rules stay in one place.
    dealSetup: () => {},
    startActionPhase: () => {},
    runProduction: () => {},
    startGeneration: () => {},
    dealDraft: () => {},
    dealResearch: () => {},
    startFinalGreenery: () => {},
    scoreGame: () => {},
  },
}).createMachine({
  id: 'generation',
  initial: 'setup',
  states: {
    setup: { entry: 'dealSetup', on: { SETUP_DONE: 'action' } },
    playerOrder: {
      entry: 'startGeneration',
      on: { GENERATION_STARTED: [{ guard: 'draftVariant', target: 'draft' }, { target: 'research' }] },
    },
    draft: { entry: 'dealDraft', on: { DRAFT_DONE: 'research' } },
    research: { entry: 'dealResearch', on: { RESEARCH_DONE: 'action' } },
    action: { entry: 'startActionPhase', on: { ALL_PASSED: 'production' } },
    production: {
      entry: 'runProduction',
      on: {
        PRODUCTION_DONE: [
          { guard: 'marsTerraformed', target: 'finalGreenery' },
          { guard: 'generationLimitReached', target: 'finalGreenery' },
          { target: 'playerOrder' },
        ],
      },
    },
    finalGreenery: { entry: 'startFinalGreenery', on: { CONVERSIONS_DONE: 'scoring' } },
    scoring: { entry: 'scoreGame', on: { SCORED: 'ended' } },
    ended: { type: 'final' },
  },
});

export type FlowState = 'setup' | 'playerOrder' | 'draft' | 'research' | 'action' | 'production' | 'finalGreenery' | 'scoring' | 'ended';
