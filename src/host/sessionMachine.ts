// The lifecycle of one game session as a statechart: idle -> playing -> finished.
// The graph says only what may happen when; the guards and actions are named and defined apart, and the
// side effects (autosave, announce) are supplied by the session with machine.provide().
import { assign, setup } from 'xstate';
import type { RecordedMove } from '../shared/save';

/** The game state is the engine's business; the session only carries it (and whether the game is over). */
export interface SessionContext {
  game: unknown;
  moves: RecordedMove[];
}

export type SessionMachineEvent =
  /** A game just created: saved at once, so it shows in the saves list before the first move. */
  | { type: 'new'; game: unknown; finished: boolean }
  /** A game restored from a save: nothing is written until something changes. */
  | { type: 'resume'; game: unknown; moves: RecordedMove[]; finished: boolean }
  /** The engine accepted a move and produced the next state. */
  | { type: 'moved'; game: unknown; record: RecordedMove; finished: boolean }
  /** Moves were taken back: the game is the earlier state and the move list its prefix. */
  | { type: 'undone'; game: unknown; moves: RecordedMove[]; seat: number; count: number };

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionMachineEvent,
  },
  guards: {
    gameOver: ({ event }) => 'finished' in event && event.finished,
  },
  actions: {
    adoptGame: assign(({ event }) => ({
      game: event.game,
      moves: event.type === 'resume' ? [...event.moves] : [],
    })),
    recordMove: assign(({ context, event }) => ({
      game: event.game,
      moves: event.type === 'moved' ? [...context.moves, event.record] : context.moves,
    })),
    rewind: assign(({ context, event }) => (event.type === 'undone' ? { game: event.game, moves: [...event.moves] } : context)),
    // Placeholders: the session provides the real side effects.
    autosave: () => undefined,
    announce: () => undefined,
  },
}).createMachine({
  id: 'session',
  initial: 'idle',
  context: { game: null, moves: [] },
  states: {
    idle: {
      on: {
        new: { target: 'playing', actions: ['adoptGame', 'autosave'] },
        resume: [
          { guard: 'gameOver', target: 'finished', actions: 'adoptGame' },
          { target: 'playing', actions: 'adoptGame' },
        ],
      },
    },
    playing: {
      on: {
        moved: [
          { guard: 'gameOver', target: 'finished', actions: ['recordMove', 'autosave', 'announce'] },
          { actions: ['recordMove', 'autosave', 'announce'] },
        ],
        undone: { actions: ['rewind', 'autosave', 'announce'] },
      },
    },
    finished: { type: 'final' },
  },
});

export type SessionStatus = 'idle' | 'playing' | 'finished';
