// A tiny stand-in game with the engine's shape, so the host (sessions, hub, saves, server) can be tested
// without the real rules. It has what the host cares about: simultaneous and turn-based decisions,
// illegal moves, an end, determinism.
//   research: every seat must answer {type:'cards'} (simultaneous)
//   action:   seats in turn answer {type:'amount', amount: 1..3}; the game ends when the total reaches 10
//   an amount of 3 stands for a move that reveals hidden information ("a card was drawn")
import type { TmState } from '../../../src/engine/tm';
import { msg } from '../../../src/shared/message';
import { seatsOfPlayers, type GameEngine } from '../../../src/host/engine';
import { Session, type SessionOptions } from '../../../src/host/session';
import { moveSchema, newGameSchema, type NewGameSetup } from '../../../src/shared/protocol';
import type { Move } from '../../../src/shared/tm/prompt';
import type { TmView } from '../../../src/shared/tm/view';

export interface FakeState {
  system: 'tm';
  seed: string;
  flow: 'research' | 'action';
  generation: number;
  players: { name: string }[];
  pending: number[];
  total: number;
  moveCount: number;
  finished: boolean;
}

export const GOAL = 10;

const asTm = (s: FakeState) => s as unknown as TmState;
const asFake = (s: TmState) => s as unknown as FakeState;

export type FakeEngine = GameEngine<TmState, Move, TmView, NewGameSetup> & { calls: { applyMove: number } };

export function createFakeEngine(): FakeEngine {
  const calls = { applyMove: 0 };
  return {
    calls,
    system: 'tm',
    setupSchema: newGameSchema,
    moveSchema: moveSchema as unknown as FakeEngine['moveSchema'],
    bots: {},
    seatsOf: seatsOfPlayers,
    summary: (state) => {
      const s = asFake(state);
      return { generation: s.generation, phase: s.finished ? 'ended' : s.flow, players: s.players.map((p) => p.name), finished: s.finished, moveCount: s.moveCount };
    },
    createGame(setup: NewGameSetup): TmState {
      return asTm({
        system: 'tm', seed: setup.seed, flow: 'research', generation: 1,
        players: setup.players.map((p) => ({ name: p.name })), pending: setup.players.map((_, i) => i),
        total: 0, moveCount: 0, finished: false,
      });
    },
    applyMove(state: TmState, seat: number, move: Move) {
      calls.applyMove++;
      const s = structuredClone(asFake(state));
      if (s.finished) return { ok: false as const, error: 'the game is over' };
      if (!s.pending.includes(seat)) return { ok: false as const, error: `seat ${seat} has nothing to decide right now` };
      if (s.flow === 'research') {
        if (move.type !== 'cards') return { ok: false as const, error: 'choose cards' };
        s.pending = s.pending.filter((p) => p !== seat);
        if (s.pending.length === 0) {
          s.flow = 'action';
          s.pending = [0];
        }
      } else {
        if (move.type !== 'amount' || move.amount < 1 || move.amount > 3) return { ok: false as const, error: 'say 1, 2 or 3' };
        s.total += move.amount;
        if (s.total >= GOAL) {
          s.finished = true;
          s.pending = [];
        } else {
          s.pending = [(seat + 1) % s.players.length];
        }
      }
      s.moveCount++;
      return { ok: true as const, state: asTm(s) };
    },
    viewFor(state: TmState, viewer: number | null): TmView {
      const s = asFake(state);
      return { system: 'tm', viewer, phase: s.flow, generation: s.generation, waitingFor: [...s.pending], total: s.total } as unknown as TmView;
    },
    revealedBy: (before: TmState, after: TmState) => (asFake(after).total - asFake(before).total === 3 ? msg('common.reveal.cardDrawn') : null),
    waitingFor: (state: TmState) => [...asFake(state).pending],
    stateHash: (state: TmState) => JSON.stringify(state),
    rulesHash: (state: TmState) => JSON.stringify(state),
  };
}

export function fakeSetup(kinds: ('human' | 'bot')[] = ['human', 'human'], seed = 'seed-1'): NewGameSetup {
  const colors = ['red', 'green', 'blue', 'yellow', 'black'] as const;
  return {
    seed,
    options: { corporateEra: true, draft: false, solo: false },
    players: kinds.map((kind, i) => ({ name: `P${i + 1}`, color: colors[i], kind, beginner: false })),
  };
}

/** Session.create for tests, where the setup is known to be valid. */
export function createSession(setup: unknown, options: SessionOptions, gameId?: string): Session {
  const created = Session.create(setup, options, gameId);
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  return created.value;
}
