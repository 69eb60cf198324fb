// The flow of a Dice Game as an XState v5 statechart. It decides only *where* the game goes; the
// engine does the work of each state (phases.ts) and answers decisions. Guards read facts carried by
// the events, so the chart holds no game data and steps purely.
import { setup } from 'xstate';

export type DiceFlowEvent =
  | { type: 'CORPORATIONS_CHOSEN'; solo: boolean }
  | { type: 'GIFT_DONE' }
  | { type: 'BONUS_DONE' }
  | { type: 'PRODUCTION_CHOSEN' }
  | { type: 'ACTION_CHOSEN' }
  | { type: 'PRODUCTION_DONE' }
  | { type: 'SUPPORT_DONE' }
  | { type: 'MAIN_DONE' }
  | { type: 'SECOND_SUPPORT' }
  | { type: 'TURN_CLOSED'; gameOver: boolean }
  | { type: 'SCORED' };

/** Entry actions; each names a function in phases.ts. */
export type DicePhaseEntry = 'dealSetup' | 'askGift' | 'offerSoloBonus' | 'startTurn' | 'startProduction' | 'startActionTurn' | 'scoreGame' | 'endGame';

export const diceMachine = setup({
  types: { events: {} as DiceFlowEvent },
  guards: {
    soloGame: ({ event }) => event.type === 'CORPORATIONS_CHOSEN' && event.solo,
    gameOver: ({ event }) => event.type === 'TURN_CLOSED' && event.gameOver,
  },
  actions: {
    // Markers only: the engine performs the phase work so that the rules stay in one place.
    dealSetup: () => {},
    askGift: () => {},
    offerSoloBonus: () => {},
    startTurn: () => {},
    startProduction: () => {},
    startActionTurn: () => {},
    scoreGame: () => {},
    endGame: () => {},
  },
}).createMachine({
  id: 'dice',
  initial: 'setup',
  states: {
    setup: {
      entry: 'dealSetup',
      on: { CORPORATIONS_CHOSEN: [{ guard: 'soloGame', target: 'soloBonus' }, { target: 'startingGift' }] },
    },
    startingGift: { entry: 'askGift', on: { GIFT_DONE: 'turn' } },
    soloBonus: { entry: 'offerSoloBonus', on: { BONUS_DONE: 'turn' } },
    turn: {
      initial: 'choosing',
      states: {
        choosing: {
          entry: 'startTurn',
          on: { PRODUCTION_CHOSEN: 'production', ACTION_CHOSEN: 'support' },
        },
        production: { entry: 'startProduction', on: { PRODUCTION_DONE: 'closing' } },
        support: { entry: 'startActionTurn', on: { SUPPORT_DONE: 'main' } },
        main: { on: { MAIN_DONE: 'closing', SECOND_SUPPORT: 'extraSupport' } },
        extraSupport: { on: { SUPPORT_DONE: 'closing' } },
        closing: {
          on: { TURN_CLOSED: [{ guard: 'gameOver', target: '#dice.scoring' }, { target: 'choosing' }] },
        },
      },
    },
    scoring: { entry: 'scoreGame', on: { SCORED: 'ended' } },
    ended: { type: 'final', entry: 'endGame' },
  },
});
