// One game session, of any game system: the current state, its seats, the moves so far and its save file.
// The rules live in the engine; this class only sequences them: validate through applyMove, record,
// autosave, tell listeners, and let bot seats answer. The lifecycle runs as an XState actor.
import { randomBytes } from 'node:crypto';
import { createActor, type Actor } from 'xstate';
import { msg, type Message, type MessageOrText } from '../shared/message';
import type { GameView, SeatInfo } from '../shared/protocol';
import { SAVE_FORMAT, SAVE_VERSION, type RecordedMove, type SaveFile } from '../shared/save';
import type { Seat } from '../shared/tm/basics';
import { botRandom } from './bots/types';
import { saveResultOf } from './campaigns/gameResult';
import { refusalText, type AnyGameEngine, type BackgroundBot, type EngineBot } from './engine';
import { rulesOf } from './saveRules';
import type { Done, Result, SaveStore } from './saveStore';
import type { SeedSecrecy } from '../shared/seed';
import { botSeedFor, seedSecrecyOf, withHostDrawnSeed } from './secretSeed';
import { sessionMachine, type SessionMachineEvent, type SessionStatus } from './sessionMachine';
import { checkUndo, type UndoCheck } from './undo';
import { refusalLine, type Answer } from './answer';
import { systemName } from '../shared/systems';

/**
 * Bot policies by level name. By default a session uses its engine's bots; a bot seat plays the level its
 * setup names, else BOT_LEVEL. With no such policy the seat simply waits (like a human who is away).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type BotRegistry = Readonly<Record<string, EngineBot<any, any>>>;
export const BOT_LEVEL = 'basic';

/** States kept in memory before the most recent moves, so undo rarely has to replay the game. */
const KEPT_STATES = 64;

/** A runaway guard for bots playing synchronously (delay 0): far more moves than any real game has. */
const MAX_SYNC_BOT_MOVES = 50_000;

export interface SessionOptions {
  engine: AnyGameEngine;
  /** Where autosaves go; null or absent keeps the game in memory only. */
  store?: SaveStore | null;
  bots?: BotRegistry;
  /** Pause before each bot move so people can follow; 0 plays bots at once, synchronously (tests). */
  botDelayMs?: number;
  now?: () => Date;
}

export type SessionEvent =
  | { type: 'moved'; seat: Seat; move: Move; by: 'human' | 'bot' }
  /** A person took back `count` moves (theirs and the bots' after it); `note` says so for the log. */
  | { type: 'undone'; seat: Seat; count: number; note: Message }
  /** Something went wrong that is not any player's fault (a failed autosave, a bot that broke). */
  | { type: 'problem'; message: string };

/** A move as the session records it: already checked against the engine's move schema. */
type Move = unknown;

export type SessionListener = (event: SessionEvent) => void;

/** `unsaved`: the move was legal but could not be written to disk, so it was taken back. */
/** A refused move or undo: why, as a message (the engines' own errors may still be plain sentences). */
export type SubmitResult = { ok: true } | { ok: false; error: MessageOrText; unsaved?: true };

/** A fresh id that is also a safe file name: date, time and a random suffix. */
export function newGameId(now: Date = new Date(), system = 'tm'): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${system}-${stamp}-${randomBytes(3).toString('hex')}`;
}

export class Session {
  readonly gameId: string;
  /** The setup as the engine's schema parsed it. */
  readonly setup: unknown;
  readonly seats: readonly SeatInfo[];
  /** Whether the deal is hidden (a host-drawn secret seed) or known to whoever knows a typed or old seed. */
  readonly seedSecrecy: SeedSecrecy;
  /** Bot level per seat (undefined for people and for bots on the default level). */
  private readonly botLevels: readonly (string | undefined)[];
  readonly engine: AnyGameEngine;
  private readonly store: SaveStore | null;
  private readonly bots: BotRegistry;
  private readonly botDelayMs: number;
  private readonly now: () => Date;
  private readonly actor: Actor<typeof sessionMachine>;
  private readonly listeners = new Set<SessionListener>();
  /**
   * Events raised by machine actions wait here until the transition is committed: a listener that reads
   * the session (to build views) must see the new state, not the one being left.
   */
  private readonly outbox: SessionEvent[] = [];
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  /** The host may turn undo off for the game; saved with it. */
  private undoOff = false;
  /** Solo practice took a move back past a reveal: the game is marked in its save and end screen. */
  private practiceUsed = false;
  /** Moves before this index came from a save made before undo existed: they cannot be taken back. */
  private firstUndoable = 0;
  /** The state before each of the most recent moves, by move index (older ones are replayed). */
  private readonly keptStates = new Map<number, unknown>();
  /** What the log says about undos in this session, oldest first. */
  private readonly undoNotes: Message[] = [];
  /** For each undo note, how many lines the game's log held just after it: where the note goes in the log. */
  private readonly undoPlaces: number[] = [];
  private playingBots = false;
  /**
   * Resumed from a save whose stored position disagreed with its moves and was rebuilt from them (a save
   * written by another version of Tharsis, or an edited position, which then changes nothing).
   */
  rebuiltFromMoves = false;
  /** A bot is thinking on a worker (background bots): no other bot move starts meanwhile. */
  private botThinking = false;
  private closed = false;

  /**
   * Starts a new game from the new-game screen's choices (untrusted: checked against the engine's setup
   * schema) and saves it straight away.
   */
  static create(rawSetup: unknown, options: SessionOptions, gameId?: string): Answer<Session> {
    const parsed = options.engine.setupSchema.safeParse(withHostDrawnSeed(rawSetup));
    if (!parsed.success) return { ok: false, error: msg('host.session.invalidSetup', { detail: issueText(parsed.error) }) };
    const id = gameId ?? newGameId(options.now?.(), options.engine.system);
    const session = new Session(id, parsed.data, options);
    const game = options.engine.createGame(parsed.data);
    // Saved before it exists for anyone, so it shows in the saves list before the first move.
    const saved = session.persist(game, []);
    if (!saved.ok) return saved;
    session.transition({ type: 'new', game, finished: options.engine.summary(game).finished });
    session.pumpBots();
    return { ok: true, value: session };
  }

  /**
   * Restores a saved game under the given id (the save's file name, which wins over meta.gameId so a
   * copied save never overwrites its original). The moves are the truth: they are replayed from the
   * setup; a stored position that disagrees with them is rebuilt from them, or refused when it was taken at
   * another point of the game than the moves reach (see restoreState).
   */
  static resume(save: SaveFile, gameId: string, options: SessionOptions): Answer<Session> {
    const { engine } = options;
    if (save.system !== engine.system) return { ok: false, error: msg('host.session.otherGame', { saved: systemName(save.system), game: systemName(engine.system) }) };
    const setup = engine.setupSchema.safeParse(save.setup);
    if (!setup.success) return { ok: false, error: msg('host.session.setupDamaged', { place: issuePlace(setup.error) }) };
    const moves: RecordedMove[] = [];
    for (const [index, record] of save.moves.entries()) {
      const move = engine.moveSchema.safeParse(record.move);
      if (!move.success) return { ok: false, error: msg('host.session.unknownMove', { number: index + 1 }) };
      moves.push({ seat: record.seat, move: move.data, ...(record.by ? { by: record.by } : {}), ...(record.revealed !== undefined ? { revealed: record.revealed } : {}) });
    }
    const restored = restoreState(engine, setup.data, moves, save.snapshot);
    if (!restored.ok) return restored;
    const session = new Session(gameId, setup.data, options);
    session.rebuiltFromMoves = restored.value.rebuilt;
    session.undoOff = save.undo?.off ?? false;
    session.practiceUsed = save.undo?.practiceUsed ?? false;
    session.firstUndoable = save.undo ? 0 : moves.length;
    session.transition({ type: 'resume', game: restored.value.state, moves, finished: engine.summary(restored.value.state).finished });
    session.pumpBots();
    return { ok: true, value: session };
  }

  private constructor(gameId: string, setup: unknown, options: SessionOptions) {
    this.gameId = gameId;
    this.setup = setup;
    this.seedSecrecy = seedSecrecyOf(setup);
    const seats = options.engine.seatsOf(setup);
    this.seats = seats.map((p, seat) => ({ seat, name: p.name, kind: p.kind }));
    this.botLevels = seats.map((p) => (p.kind === 'bot' ? p.level : undefined));
    this.engine = options.engine;
    this.store = options.store ?? null;
    this.bots = options.bots ?? options.engine.bots;
    this.botDelayMs = Math.max(0, options.botDelayMs ?? 0);
    this.now = options.now ?? (() => new Date());
    this.actor = createActor(
      sessionMachine.provide({
        actions: {
          announce: ({ event }) => {
            if (event.type === 'moved') this.outbox.push({ type: 'moved', seat: event.record.seat, move: event.record.move, by: this.seatKind(event.record.seat) });
            if (event.type === 'undone') this.outbox.push({ type: 'undone', seat: event.seat, count: event.count, note: this.undoNotes.at(-1)! }); // undo() notes it before the transition
          },
        },
      }),
    );
    this.actor.start();
  }

  get status(): SessionStatus {
    return this.actor.getSnapshot().value as SessionStatus;
  }

  get state(): unknown {
    const game = this.actor.getSnapshot().context.game;
    if (!game) throw new Error('the session has no game yet');
    return game;
  }

  get moves(): readonly RecordedMove[] {
    return this.actor.getSnapshot().context.moves;
  }

  /** Seats played by people at this host (in hot-seat, one client controls all of them). */
  humanSeats(): Seat[] {
    return this.seats.filter((s) => s.kind === 'human').map((s) => s.seat);
  }

  waitingFor(): Seat[] {
    return this.engine.waitingFor(this.state);
  }

  /** What a seat may answer now, or null when the engine cannot list it. */
  legalMoves(seat: Seat): unknown[] | null {
    return this.engine.legalMoves ? this.engine.legalMoves(this.state, seat) : null;
  }

  /**
   * Lets a bot play a seat (a LAN player who dropped out) or gives it back to its person. Not saved: the
   * setup keeps the seat human, so a restarted host waits for the player again.
   */
  setSeatKind(seat: Seat, kind: 'human' | 'bot'): void {
    const info = this.seats[seat];
    if (!info || info.kind === kind) return;
    info.kind = kind;
    if (kind === 'bot') this.pumpBots();
  }

  viewFor(viewer: Seat | null): GameView {
    return this.engine.viewFor(this.state, viewer);
  }

  stateHash(): string {
    return this.engine.stateHash(this.state);
  }

  onChange(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A move from a player (untrusted: checked against the engine's move schema). On failure nothing changes. */
  submit(seat: Seat, rawMove: unknown): SubmitResult {
    const parsed = this.engine.moveSchema.safeParse(rawMove);
    if (!parsed.success) return { ok: false, error: msg('host.session.malformedMove', { detail: issueText(parsed.error) }) };
    const result = this.apply(seat, parsed.data);
    if (result.ok) this.pumpBots();
    return result;
  }

  /**
   * Whether a client playing `seats` may take back a move now, and if not why, in words. `practice` asks
   * to go past reveals, which only a game with one person may do (the caller rules out LAN games).
   */
  undoStatus(seats: readonly Seat[], practice = false): UndoCheck {
    if (this.closed || this.status !== 'playing') return { ok: false, reason: this.status === 'finished' ? 'the game is over' : 'no game is in progress' };
    const pastReveals = practice && this.humanSeats().length === 1;
    return checkUndo(this.moves, seats, { enabled: !this.undoOff, pastReveals, firstUndoable: this.firstUndoable }, (seat) => this.seats[seat]?.name ?? `seat ${seat + 1}`);
  }

  /**
   * Takes back the most recent move by a person of `seats`, with the bots' moves after it: the game goes
   * back to the exact state before it (a kept state or a replay of the move list), the save is rewritten
   * without those moves, and bots then decide again.
   */
  undo(seats: readonly Seat[], practice = false): SubmitResult {
    const check = this.undoStatus(seats, practice);
    if (!check.ok) return { ok: false, error: msg('host.undo.cannotTakeBack', { reason: check.reason }) };
    const earlier = this.stateBefore(check.from);
    if (!earlier.ok) return { ok: false, error: msg('host.undo.cannotTakeBack', { reason: earlier.error }) };
    const kept = this.moves.slice(0, check.from);
    // Like a move, an undo counts only once the shorter game is on disk.
    const wasPractice = this.practiceUsed;
    if (check.pastReveal) this.practiceUsed = true;
    const saved = this.persist(earlier.value, kept);
    if (!saved.ok) {
      this.practiceUsed = wasPractice;
      return { ok: false, error: msg('host.undo.notSaved', { detail: saved.error }) };
    }
    const bots = check.count - 1;
    const name = this.seats[check.seat]?.name ?? msg('host.seat.numbered', { number: check.seat + 1 });
    this.undoPlaces.push(this.engine.logLength?.(earlier.value) ?? 0);
    this.undoNotes.push(msg(check.pastReveal ? 'host.undo.tookBackPractice' : 'host.undo.tookBack', { name, bots }));
    for (const index of [...this.keptStates.keys()]) if (index > check.from) this.keptStates.delete(index);
    this.transition({ type: 'undone', game: earlier.value, moves: kept, seat: check.seat, count: check.count });
    this.pumpBots();
    return { ok: true };
  }

  /** Lets the host turn undo off (or on again) for this game; saved with it. */
  setUndoEnabled(enabled: boolean): void {
    this.undoOff = !enabled;
    if (!this.store || this.status === 'idle') return;
    const saved = this.store.write(this.toSave());
    if (!saved.ok) this.emit({ type: 'problem', message: `Autosave failed: ${refusalLine(saved.error)}` });
  }

  get undoEnabled(): boolean {
    return !this.undoOff;
  }

  /** A move was taken back past a reveal in solo practice. */
  get practiceUndoUsed(): boolean {
    return this.practiceUsed;
  }

  /** What the log says about undos in this session (the game's own log is exactly as before the undo). */
  get undoLog(): readonly Message[] {
    return this.undoNotes;
  }

  /** Where each undo note goes among the game's log lines (the log's length just after that undo). */
  get undoLogPlaces(): readonly number[] {
    return this.undoPlaces;
  }

  /** How many lines the game's log holds now (views show only its tail). */
  get logLength(): number {
    return this.engine.logLength?.(this.state) ?? 0;
  }

  /** Everything needed to continue this game later. */
  toSave(): SaveFile {
    return this.saveOf(this.state, this.moves);
  }

  /** Stops bots and listeners; the last autosave stays on disk. */
  close(): void {
    this.closed = true;
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    this.listeners.clear();
    this.actor.stop();
  }

  private apply(seat: Seat, move: Move): SubmitResult {
    if (this.closed) return { ok: false, error: msg('host.session.closed') };
    if (this.status === 'finished') return { ok: false, error: msg('host.session.over') };
    if (this.status !== 'playing') return { ok: false, error: msg('host.error.noGame') };
    let result: ReturnType<AnyGameEngine['applyMove']>;
    try {
      result = this.engine.applyMove(this.state, seat, move);
    } catch (err) {
      // An engine bug must not take the host down; the state is untouched because applyMove works on a copy.
      return { ok: false, error: msg('host.session.engineFailed', { detail: errorText(err) }) };
    }
    if (!result.ok) return { ok: false, error: result.error };
    const before = this.state;
    const revealed = this.revealedBy(before, result.state);
    const record: RecordedMove = { seat, move, ...(this.seatKind(seat) === 'bot' ? { by: 'bot' as const } : {}), ...(revealed !== null ? { revealed } : {}) };
    // A move counts only once it is on disk: if the save fails, the move is dropped and the game stays where it was.
    const saved = this.persist(result.state, [...this.moves, record]);
    if (!saved.ok) return { ok: false, unsaved: true, error: msg('host.session.notSaved', { detail: saved.error }) };
    this.keep(this.moves.length, before);
    this.transition({ type: 'moved', game: result.state, record, finished: this.engine.summary(result.state).finished });
    return { ok: true };
  }

  /** What a move revealed; an engine that fails to say is taken to have revealed something (undo stops there). */
  private revealedBy(before: unknown, after: unknown): Message | null {
    try {
      return this.engine.revealedBy(before, after);
    } catch (err) {
      return msg('host.session.revealUnknown', { detail: errorText(err) });
    }
  }

  private keep(index: number, state: unknown): void {
    this.keptStates.set(index, state);
    for (const kept of this.keptStates.keys()) if (kept <= index - KEPT_STATES) this.keptStates.delete(kept);
  }

  /** The state before move `index`: kept in memory, else replayed from the setup. */
  private stateBefore(index: number): Answer<unknown> {
    const kept = this.keptStates.get(index);
    if (kept !== undefined) return { ok: true, value: kept };
    return replay(this.engine, this.setup, this.moves.slice(0, index));
  }

  /** Sends an event to the lifecycle actor, then delivers what its actions announced. */
  private transition(event: SessionMachineEvent): void {
    this.actor.send(event);
    for (const queued of this.outbox.splice(0)) this.emit(queued);
  }

  /** Writes the game as it would be after a change; the change is made only if this succeeds. */
  private persist(state: unknown, moves: readonly RecordedMove[]): Done {
    if (!this.store) return { ok: true };
    return this.store.write(this.saveOf(state, moves));
  }

  private saveOf(state: unknown, moves: readonly RecordedMove[]): SaveFile {
    const summary = this.engine.summary(state);
    const result = saveResultOf(this.engine, state);
    return {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      system: this.engine.system,
      setup: this.setup,
      moves: [...moves],
      // Engine states are plain JSON data; the schema checks them only loosely.
      snapshot: state as SaveFile['snapshot'],
      meta: {
        savedAt: this.now().toISOString(),
        generation: summary.generation,
        phase: summary.phase,
        players: summary.players,
        finished: summary.finished,
        gameId: this.gameId,
        ...(this.practiceUsed ? { practiceUndo: true } : {}),
        rules: rulesOf(this.engine.system, this.setup),
        ...(result ? { result } : {}),
      },
      undo: { off: this.undoOff, practiceUsed: this.practiceUsed },
    };
  }

  private seatKind(seat: Seat): 'human' | 'bot' {
    return this.seats[seat]?.kind ?? 'human';
  }

  /** The policy that plays a bot seat: its own level, else the default one; undefined when none is registered. */
  private policyFor(seat: Seat): EngineBot<unknown, unknown> | undefined {
    const level = this.botLevels[seat];
    return (level !== undefined ? this.bots[level] : undefined) ?? this.bots[BOT_LEVEL];
  }

  /** The first waiting seat that a registered bot plays, if any. */
  private nextBotSeat(): Seat | null {
    if (this.closed || this.status !== 'playing') return null;
    return this.waitingFor().find((seat) => this.seatKind(seat) === 'bot' && this.policyFor(seat) !== undefined) ?? null;
  }

  /**
   * The worker-backed version of a seat's level, when bots play at people's pace and the engine's own
   * bots are in use (tests that bring their own bots play them in the host's thread).
   */
  private backgroundPolicyFor(seat: Seat): BackgroundBot<unknown, unknown> | undefined {
    if (this.botDelayMs === 0 || this.bots !== this.engine.bots) return undefined;
    return this.engine.backgroundBots?.[this.botLevels[seat] ?? BOT_LEVEL];
  }

  /** Lets bot seats answer until a human must decide (or the game ends). */
  private pumpBots(): void {
    if (this.playingBots || this.botTimer || this.botThinking || this.nextBotSeat() === null) return;
    if (this.botDelayMs > 0) {
      this.botTimer = setTimeout(() => {
        this.botTimer = null;
        const seat = this.nextBotSeat();
        const background = seat === null ? undefined : this.backgroundPolicyFor(seat);
        if (seat !== null && background) this.playInBackground(seat, background);
        else if (this.playBotOnce()) this.pumpBots();
      }, this.botDelayMs);
      return;
    }
    this.playingBots = true;
    try {
      for (let i = 0; i < MAX_SYNC_BOT_MOVES; i++) {
        if (this.nextBotSeat() === null || !this.playBotOnce()) return;
      }
      this.emit({ type: 'problem', message: `Bots stopped after ${MAX_SYNC_BOT_MOVES} moves in a row` });
    } finally {
      this.playingBots = false;
    }
  }

  /**
   * Asks a worker for the seat's move; the host goes on serving windows meanwhile. The answer is played
   * only if the game is still where it was asked (no move, no undo, the seat still a bot's).
   */
  private playInBackground(seat: Seat, policy: BackgroundBot<unknown, unknown>): void {
    const asked = this.state;
    this.botThinking = true;
    const stillAsked = () => !this.closed && this.state === asked && this.seatKind(seat) === 'bot';
    // A bot that failed is not asked again and again: the game waits, as after a failed move in the host's thread.
    let failed = false;
    policy(asked, seat, botSeedFor(this.setup, this.moves.length, seat))
      .then(
        (move) => {
          if (!stillAsked()) return;
          const result = this.apply(seat, move);
          if (!result.ok) {
            failed = true;
            const what = result.unsaved ? 'could not move' : 'chose an illegal move';
            this.emit({ type: 'problem', message: `The bot at seat ${seat + 1} (${this.seats[seat]?.name}) ${what}: ${refusalLine(result.error)}` });
          }
        },
        (err: unknown) => {
          if (!stillAsked()) return;
          failed = true;
          this.emit({ type: 'problem', message: `The bot at seat ${seat + 1} (${this.seats[seat]?.name}) could not decide: ${errorText(err)}` });
        },
      )
      .finally(() => {
        this.botThinking = false;
        if (!this.closed && !failed) this.pumpBots();
      });
  }

  /** Plays one bot move. Returns false (and reports) when the bot could not produce a legal move. */
  private playBotOnce(): boolean {
    const seat = this.nextBotSeat();
    const policy = seat === null ? undefined : this.policyFor(seat);
    if (seat === null || !policy) return false;
    const state = this.state;
    let move: Move;
    try {
      // Seeded from the game's secret seed and the position: the same game replays the same bot choices,
      // and no one who cannot see the seed can predict them.
      move = policy(state, seat, botRandom(botSeedFor(this.setup, this.moves.length, seat)));
    } catch (err) {
      this.emit({ type: 'problem', message: `The bot at seat ${seat + 1} (${this.seats[seat]?.name}) could not decide: ${errorText(err)}` });
      return false;
    }
    const result = this.apply(seat, move);
    if (!result.ok) {
      const what = result.unsaved ? 'could not move' : 'chose an illegal move';
      this.emit({ type: 'problem', message: `The bot at seat ${seat + 1} (${this.seats[seat]?.name}) ${what}: ${refusalLine(result.error)}` });
      return false;
    }
    return true;
  }

  private emit(event: SessionEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (err) {
        console.error('[session] a listener failed:', err);
      }
    }
  }
}

/**
 * The state to continue from: the moves replayed from the setup; the snapshot is never trusted. When it
 * disagrees with the replay but was taken after as many moves as the file lists, the moves are whole and
 * the game goes on from them: a save from another version of Tharsis (whose engine kept other fields or
 * logged other words) must not be lost to an update, and an edited snapshot changes nothing. When it counts
 * other moves (or its log is longer or shorter, or it is unreadable), moves were removed or added: refused,
 * since playing on would write the shorter game over the file.
 */
function restoreState(engine: AnyGameEngine, setup: unknown, moves: readonly RecordedMove[], snapshot: unknown): Answer<{ state: unknown; rebuilt: boolean }> {
  const replayed = replay(engine, setup, moves);
  if (!replayed.ok) return replayed;
  if (snapshot === null || snapshotMatches(engine, replayed.value, snapshot)) return { ok: true, value: { state: replayed.value, rebuilt: false } };
  if (sameLength(engine, snapshot, replayed.value, moves.length)) return { ok: true, value: { state: replayed.value, rebuilt: true } };
  return { ok: false, error: msg('host.session.positionMismatch', { count: moves.length }) };
}

/**
 * Whether a stored position was taken as far into the game as the replay: by the moves it counts (TM), or where
 * the engine does not count them (the small games), by the length of its log, which a cut or emptied move list
 * shortens and a new wording does not. Unreadable: no.
 */
function sameLength(engine: AnyGameEngine, snapshot: unknown, replayed: unknown, moves: number): boolean {
  try {
    const counted = engine.summary(snapshot).moveCount;
    if (counted !== undefined) return counted === moves;
    const logLength = engine.logLength;
    return logLength !== undefined && logLength(snapshot) === logLength(replayed);
  } catch {
    return false;
  }
}

/** Plays the moves from the setup; the state after them, or which move broke the rules. */
function replay(engine: AnyGameEngine, setup: unknown, moves: readonly RecordedMove[]): Answer<unknown> {
  let state: unknown;
  try {
    state = engine.createGame(setup);
    for (const [index, { seat, move }] of moves.entries()) {
      const result = engine.applyMove(state, seat, move);
      if (!result.ok) return { ok: false, error: msg('host.session.moveBreaksRules', { number: index + 1, seat: seat + 1, detail: result.error }) };
      state = result.state;
    }
  } catch (err) {
    return { ok: false, error: msg('host.session.replayFailed', { detail: errorText(err) }) };
  }
  return { ok: true, value: state };
}

function snapshotMatches(engine: AnyGameEngine, replayed: unknown, snapshot: unknown): boolean {
  try {
    return engine.stateHash(snapshot) === engine.stateHash(replayed);
  } catch {
    return false;
  }
}

/** Where a validation problem is, without the validator's own wording (saves are refused in players' words). */
function issuePlace(error: { issues: { path: PropertyKey[] }[] }): string {
  const path = error.issues[0]?.path ?? [];
  return path.length ? path.map(String).join('.') : 'the top';
}

function issueText(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
