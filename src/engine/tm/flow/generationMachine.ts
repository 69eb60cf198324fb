// The generation flow of Terraforming Mars as an XState v5 statechart. It decides only *where* the
// game goes next; the rules of each phase run in the engine as named entry actions (see phases.ts).
// Guards read facts carried by the events, so the chart itself holds no game data.
import { setup } from 'xstate';

export type FlowEvent =
  | { type: 'SETUP_DONE' }
  | { type: 'DRAFT_DONE' }
  /** `investment`: Cornucopia's drafting variant adds an investment phase before the actions. */
  | { type: 'RESEARCH_DONE'; investment?: boolean }
  | { type: 'INVESTMENT_DONE' }
  | { type: 'ALL_PASSED' }
  | { type: 'PRODUCTION_DONE' }
  | { type: 'GAME_END_CHECKED'; terraformed: boolean; lastGeneration: boolean; venus: boolean }
  | { type: 'WORLD_GOVERNMENT_DONE' }
  | { type: 'COLONY_PRODUCTION_DONE' }
  | { type: 'GENERATION_STARTED'; draft: boolean }
  | { type: 'CONVERSIONS_DONE' }
  | { type: 'SCORED' };

/** Entry actions; each names a function in phases.ts that the engine runs on entering the state. */
export type PhaseEntry =
  | 'dealSetup'
  | 'startActionPhase'
  | 'runProduction'
  | 'checkGameEnd'
  | 'runWorldGovernment'
  | 'runColonyProduction'
  | 'startGeneration'
  | 'dealDraft'
  | 'dealResearch'
  | 'startInvestment'
  | 'startFinalGreenery'
  | 'scoreGame';

export const generationMachine = setup({
  types: { events: {} as FlowEvent },
  guards: {
    marsTerraformed: ({ event }) => event.type === 'GAME_END_CHECKED' && event.terraformed,
    generationLimitReached: ({ event }) => event.type === 'GAME_END_CHECKED' && event.lastGeneration,
    venusInPlay: ({ event }) => event.type === 'GAME_END_CHECKED' && event.venus,
    draftVariant: ({ event }) => event.type === 'GENERATION_STARTED' && event.draft,
    investmentVariant: ({ event }) => event.type === 'RESEARCH_DONE' && event.investment === true,
  },
  actions: {
    // Markers only: the engine performs the phase work so that the rules stay in one place.
    dealSetup: () => {},
    startActionPhase: () => {},
    runProduction: () => {},
    checkGameEnd: () => {},
    runWorldGovernment: () => {},
    runColonyProduction: () => {},
    startGeneration: () => {},
    dealDraft: () => {},
    dealResearch: () => {},
    startInvestment: () => {},
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
    research: { entry: 'dealResearch', on: { RESEARCH_DONE: [{ guard: 'investmentVariant', target: 'investment' }, { target: 'action' }] } },
    investment: { entry: 'startInvestment', on: { INVESTMENT_DONE: 'action' } },
    action: { entry: 'startActionPhase', on: { ALL_PASSED: 'production' } },
    production: { entry: 'runProduction', on: { PRODUCTION_DONE: 'solar' } },
    // The solar phase after production: game-end check, World Government terraforming (Venus only,
    // so never entered here), then colony production. Leaving it starts the next generation.
    solar: {
      initial: 'gameEndCheck',
      states: {
        gameEndCheck: {
          entry: 'checkGameEnd',
          on: {
            GAME_END_CHECKED: [
              { guard: 'marsTerraformed', target: '#generation.finalGreenery' },
              { guard: 'generationLimitReached', target: '#generation.finalGreenery' },
              { guard: 'venusInPlay', target: 'worldGovernment' },
              { target: 'colonyProduction' },
            ],
          },
        },
        worldGovernment: { entry: 'runWorldGovernment', on: { WORLD_GOVERNMENT_DONE: 'colonyProduction' } },
        colonyProduction: { entry: 'runColonyProduction', on: { COLONY_PRODUCTION_DONE: 'done' } },
        done: { type: 'final' },
      },
      onDone: 'playerOrder',
    },
    finalGreenery: { entry: 'startFinalGreenery', on: { CONVERSIONS_DONE: 'scoring' } },
    scoring: { entry: 'scoreGame', on: { SCORED: 'ended' } },
    ended: { type: 'final' },
  },
});

export type FlowState =
  | 'setup' | 'playerOrder' | 'draft' | 'research' | 'investment' | 'action' | 'production'
  | 'solar.gameEndCheck' | 'solar.worldGovernment' | 'solar.colonyProduction'
  | 'finalGreenery' | 'scoring' | 'ended';
