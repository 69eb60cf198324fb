// The lifecycle of one game session as a statechart: idle -> playing -> finished.
// The graph says only what may happen when; the guards and actions are named and defined apart, and the
// side effect (announce) is supplied by the session with machine.provide(). Saving is not an action here:
// the session writes a change to disk before it sends the event, so a change that could not be saved never
// reaches the machine.
import { assign, setup } from 'xstate';
import type { RecordedMove } from '../shared/save';

/** The game state is the engine's business; the session only carries it (and whether the game is over). */
export interface SessionContext {
  game: unknown;
  moves: RecordedMove[];
}

export type SessionMachineEvent =
  /** A game just created (and already saved). */
  | { type: 'new'; game: unknown; finished: boolean }
  /** A game restored from a save: nothing is written until something changes. */
  | { type: 'resume'; game: unknown; moves: RecordedMove[]; finished: boolean }
  /** The engine accepted a move, produced the next state, and the session saved it. */
  | { type: 'moved'; game: unknown; record: RecordedMove; finished: boolean }
  /** Moves were taken back (and the shorter game saved): the game is the earlier state and the move list its prefix. */
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
    // Placeholder: the session provides the real side effect.
    announce: () => undefined,
  },
}).createMachine({
  id: 'session',
  initial: 'idle',
  context: { game: null, moves: [] },
  states: {
    idle: {
      on: {
        new: { target: 'playing', actions: 'adoptGame' },
        resume: [
          { guard: 'gameOver', target: 'finished', actions: 'adoptGame' },
          { target: 'playing', actions: 'adoptGame' },
        ],
      },
    },
    playing: {
      on: {
        moved: [
          { guard: 'gameOver', target: 'finished', actions: ['recordMove', 'announce'] },
          { actions: ['recordMove', 'announce'] },
        ],
        undone: { actions: ['rewind', 'announce'] },
      },
    },
    finished: { type: 'final' },
  },
});

export type SessionStatus = 'idle' | 'playing' | 'finished';
