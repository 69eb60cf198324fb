// A rules engine as the host sees it: a handful of pure functions over the system's plain state, plus
// the schemas that check what clients and save files claim to be a setup or a move. Sessions receive it
// as a parameter so the host can be exercised without loading any rules; see systems.ts for the real ones.
import type { ZodType } from 'zod';
import type { Seat } from '../shared/tm/basics';
import type { SystemId } from '../shared/systems';
import type { CardInfo } from '../shared/tm/view';
import type { BotRandom } from './bots/types';
import type { Message } from '../shared/message';

/** An illegal move's reason: words-as-data (a Message) where the engine says it so, else English text. */
export type EngineResult<State> = { ok: true; state: State } | { ok: false; error: string | Message };

/** What the save list and the session need to know about a game without knowing its rules. */
export interface GameSummary {
  generation: number;
  phase: string;
  players: string[];
  finished: boolean;
  /**
   * Moves applied so far; a snapshot is trusted only when this matches the save's move list. An engine
   * whose state does not count its moves leaves it out, and its saves are always replayed (small games).
   */
  moveCount?: number;
}

/** A bot level: picks a legal move for a seat. Seeded randomness comes from the session. */
export type EngineBot<State, Move> = (state: State, seat: Seat, random: BotRandom) => Move;

/**
 * A bot level that thinks off the host's thread (on a worker): given the position and the seed the
 * session would have used, it answers later. Used when bots play at people's pace (a delay between moves).
 */
export type BackgroundBot<State, Move> = (state: State, seat: Seat, seed: number) => Promise<Move>;

export interface GameEngine<State = unknown, Move = unknown, View = unknown, Setup = unknown> {
  readonly system: SystemId;
  /** Checks an untrusted setup (from a client or a save). */
  readonly setupSchema: ZodType<Setup>;
  /** Checks an untrusted move (from a client or a save). */
  readonly moveSchema: ZodType<Move>;
  createGame(setup: Setup): State;
  applyMove(state: State, seat: Seat, move: Move): EngineResult<State>;
  /**
   * Why a move from `before` to `after` revealed hidden information, in words ("a card was drawn"), or
   * null when it revealed nothing. Undo never goes back past such a move.
   */
  revealedBy(before: State, after: State): Message | null;
  viewFor(state: State, viewer: Seat | null): View;
  /** How many lines the game's log holds (views show its tail): places undo notes among them. */
  logLength?(state: State): number;
  /** Every answer a seat may give now; lets remote bot-driven clients play (absent: they cannot). */
  legalMoves?(state: State, seat: Seat): Move[];
  waitingFor(state: State): Seat[];
  stateHash(state: State): string;
  /** The state's hash without its log: what the rules decided, however the game is told. */
  rulesHash(state: State): string;
  summary(state: State): GameSummary;
  /** The seats of a setup, as the lobby shows them. */
  seatsOf(setup: Setup): { name: string; kind: 'human' | 'bot'; level?: string }[];
  /** Every card of the system as players read it (for the card browser); absent where a game has none to browse. */
  catalogue?(): CardInfo[];
  /** Bot levels by name; a bot seat without a known level plays the first one. */
  readonly bots: Readonly<Record<string, EngineBot<State, Move>>>;
  /** Levels that think on a worker when bots play at people's pace (the same policies as in `bots`). */
  readonly backgroundBots?: Readonly<Record<string, BackgroundBot<State, Move>>>;
}

/** The seats of a setup that lists its players with a name, a kind and (for bots) a level: every system's does. */
export function seatsOfPlayers(setup: { players: readonly { name: string; kind: 'human' | 'bot'; level?: string }[] }): ReturnType<GameEngine['seatsOf']> {
  return setup.players.map(({ name, kind, level }) => ({ name, kind, level }));
}

/** Any engine, whatever its types: what the host stores side by side. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameEngine = GameEngine<any, any, any, any>;

/**
 * An engine's refusal inside one of the host's own (still English) sentences: text as it is, a message by
 * its key, never "[object Object]". The host's sentences themselves are yet to become messages.
 */
export const refusalText = (error: string | Message): string => (typeof error === 'string' ? error : error.key);
