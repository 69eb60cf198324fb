// The host's one client handler, whatever the transport (Electron IPC, WebSocket): raw text in,
// HostMessage objects out. It owns the current session and decides which seat each client looks at.
// Every input is untrusted: a malformed message gets an error reply and changes nothing.
import type { Message } from '../shared/message';
import { parseClientMessage, SEAT_TAKEN_OVER_CLOSE_CODE, type HostMessage, type LanHosting, type LobbySeat, type ParsedClientMessage, type SeatPresence, type SessionInfo, type UndoState } from '../shared/protocol';
import { requestIdOf } from '../shared/requestIdOf';
import type { SystemId } from '../shared/systems';
import type { CardInfo } from '../shared/tm/view';
import { systemName } from '../shared/systems';
import { msg, type MessageOrText } from '../shared/message';
import type { Seat } from '../shared/tm/basics';
import { answerCampaignMessage, type CampaignServiceMessage } from './campaigns/campaignMessages';
import { historyStatsOf } from './stats/campaignStats';
import type { CampaignService } from './campaigns/campaignService';
import type { AnyGameEngine } from './engine';
import { JoinGuard } from './lan/joinGuard';
import { ReplayDesk } from './replay/replayMessages';
import { HintDesk } from './hints/hintDesk';
import type { HintReport } from '../shared/hint';
import type { HintRunner, WinChanceRunner } from './hints/hintRunner';
import type { WinChanceBudget } from './hints/tmWinChances';
import { WinChanceDesk } from './hints/winChanceDesk';
import type { LanController, LanListening } from './lan/lanController';
import { LanSeats } from './lan/lanSeats';
import type { LanSeatStore } from './lan/lanSeatStore';
import type { Result, SaveStore } from './saveStore';
import type { Answer } from './answer';
import { Session, type BotRegistry, type SessionEvent } from './session';
import { CLOSE_REASON_KEYS } from '../shared/closeReasons';

export interface HubOptions {
  /** The rules engines this host can run, by game system. */
  engines: Readonly<Partial<Record<SystemId, AnyGameEngine>>>;
  store: SaveStore;
  /** Bot policies that replace every engine's own (tests); by default each engine brings its bots. */
  bots?: BotRegistry;
  /** Pause before each bot move (ms); 0 = at once. */
  botDelayMs?: number;
  /** Reported to clients in `welcome`. */
  version?: string;
  /** Id for each new game; the default is date-based and random (see newGameId). */
  newGameId?: () => string;
  /** Opens games to the local network; without it the host cannot host on the LAN. */
  lan?: LanController;
  /** Keeps LAN join codes and seat tokens across host restarts; without it they live in memory. */
  lanSeatStore?: LanSeatStore;
  /** Limits join-code guessing per address (default limits in joinGuard.ts). */
  joinGuard?: JoinGuard;
  /** Campaigns (series of games); without it the host answers that it keeps none. */
  campaigns?: CampaignService;
  /** Computes hints (default: worker threads). */
  hintRunner?: HintRunner;
  /** Workers a hint is spread over (default: one per core). */
  hintWorkers?: number;
  /** Computes the end screen's chart of chances (default: worker threads, one per core, default budget). */
  winChanceRunner?: WinChanceRunner;
  winChanceBudget?: WinChanceBudget;
  /** Workers the chart is split over (default: one per core). */
  winChanceWorkers?: number;
}

export interface ConnectOptions {
  /**
   * The host's own window (Electron IPC, or a browser on this machine's loopback): it runs the game and
   * plays the seats kept at the host. Untrusted clients (from the LAN) must join with the code and then
   * act only for the one seat they claimed.
   */
  trusted?: boolean;
  /** The peer's network address (LAN clients): join-code guessing is limited per address. */
  address?: string;
  /** Ends the transport with a reason the client can show (e.g. its seat was taken over elsewhere). */
  disconnect?: (code: number, reason: string) => void;
}


/** Messages a remote client may send once it holds a seat; everything else is the host's business. */
const REMOTE_PLAYER_MESSAGES = new Set<ParsedClientMessage['type']>([
  'hello', 'join', 'move', 'undo', 'hint', 'winChances', 'viewAs', 'legalMoves', 'leaveGame', 'catalogue',
  // The statistics and replay of the game the player is in (the hub checks which game, and which seat).
  'gameStats', 'replayStep',
]);
/** Before it holds a seat, a remote client may only say hello and join. */
const REMOTE_VISITOR_MESSAGES = new Set<ParsedClientMessage['type']>(['hello', 'join']);

export type SendToClient = (message: HostMessage) => void;

/** A connected client as a transport sees it. */
export interface HubConnection {
  /** Handles one raw message from the client; replies go through the connection's send function. */
  receive(raw: string): void;
  /** The transport closed; forget the client. */
  close(): void;
  /** It plays a seat (LAN clients that hold none are visitors, closed when idle). */
  readonly holdsSeat: boolean;
}

interface Client {
  send: SendToClient;
  /** The seat the client chose to look at, or null to follow whoever must decide. */
  viewAs: Seat | null;
  trusted: boolean;
  /** The LAN seat this client claimed (or took back with its token); it then sees and plays only that seat. */
  seat: Seat | null;
  /** The token the client said hello with: tried again when a game is (re)opened on the LAN. */
  token: string | null;
  address: string;
  disconnect: (code: number, reason: string) => void;
  /** A window at the host that left the open game while another window still shows it: it sees the menu. */
  leftGame: boolean;
}

/** Told to the player when a save's stored position was set aside and the game rebuilt from its moves. */
const REBUILT_NOTICE = msg('host.saves.rebuilt');

export class Hub {
  private readonly options: HubOptions;
  private readonly clients = new Set<Client>();
  private current: Session | null = null;
  private stopListening: (() => void) | null = null;
  /** While a client message is being handled, state changes are collected and broadcast once at the end. */
  private batching = 0;
  private changedDuringBatch = false;
  /** Where the game is reachable on the LAN, while the host has it open there. */
  private listening: LanListening | null = null;
  /** The current game's LAN seats, while hosting on the LAN. */
  private lanSeats: LanSeats | null = null;
  /** The seats the host keeps when the next game is opened to the LAN (default: the first person's). */
  private hostSeatsChoice: Seat[] | null = null;
  private readonly joinGuard: JoinGuard;
  /** Card lists by system: built once, since visitors may ask for them over and over. */
  private readonly catalogues = new Map<SystemId, CardInfo[] | null>();

  /** Statistics and replays of saved games. */
  private readonly replays: ReplayDesk;
  /** "What would the bot do?" */
  private readonly hints: HintDesk;
  /** The end screen's chart of each player's chance of winning after each generation. */
  private readonly winChances: WinChanceDesk;

  constructor(options: HubOptions) {
    this.options = options;
    this.joinGuard = options.joinGuard ?? new JoinGuard();
    this.replays = new ReplayDesk(options.engines, options.store);
    this.hints = new HintDesk(options.hintRunner, options.hintWorkers);
    this.winChances = new WinChanceDesk(options.winChanceRunner, options.winChanceBudget, options.winChanceWorkers);
  }

  get session(): Session | null {
    return this.current;
  }

  get clientCount(): number {
    return this.clients.size;
  }

  connect(send: SendToClient, options: ConnectOptions = {}): HubConnection {
    const client: Client = {
      send,
      viewAs: null,
      trusted: options.trusted ?? true,
      seat: null,
      token: null,
      address: options.address ?? 'unknown',
      disconnect: options.disconnect ?? (() => undefined),
      leftGame: false,
    };
    this.clients.add(client);
    return {
      receive: (raw) => this.receive(client, raw),
      get holdsSeat() {
        return client.seat !== null;
      },
      close: () => {
        this.clients.delete(client);
        // Everyone's lobby shows who is connected.
        if (client.seat !== null) this.markChanged();
      },
    };
  }

  /** Ends the current game (already autosaved), stops hosting on the LAN and forgets every client. */
  close(): void {
    if (this.listening) void this.options.lan?.close();
    this.listening = null;
    this.replaceSession(null);
    this.clients.clear();
  }

  /** Where the game can be joined, while it is open on the LAN. */
  get lanHosting(): LanHosting | null {
    return this.listening && this.lanSeats ? { ...this.listening, code: this.lanSeats.code, failedJoins: this.joinGuard.failures() } : null;
  }

  private receive(client: Client, raw: string): void {
    let parsed: ReturnType<typeof parseClientMessage>;
    try {
      parsed = parseClientMessage(raw);
    } catch (err) {
      // Whatever a message does to the validator, its sender hears back.
      parsed = { ok: false, error: msg('host.protocol.unreadable', { detail: errorText(err) }) };
    }
    if (!parsed.ok) {
      safeSend(client, { type: 'error', requestId: requestIdOf(raw), message: parsed.error });
      return;
    }
    this.batching++;
    try {
      this.handle(client, parsed.message);
    } catch (err) {
      // A bug (or a hostile save the engine chokes on) must not take the host down.
      const requestId = 'requestId' in parsed.message ? parsed.message.requestId : undefined;
      safeSend(client, { type: 'error', requestId, message: msg('host.error.failed', { detail: errorText(err) }) });
    } finally {
      this.batching--;
      if (this.batching === 0 && this.changedDuringBatch) {
        this.changedDuringBatch = false;
        this.broadcastViews();
      }
    }
  }

  private handle(client: Client, message: ParsedClientMessage): void {
    const requestId = 'requestId' in message ? message.requestId : undefined;
    if (!client.trusted) {
      const allowed = client.seat === null ? REMOTE_VISITOR_MESSAGES : REMOTE_PLAYER_MESSAGES;
      if (!allowed.has(message.type)) {
        return reply(client, requestId, client.seat === null ? msg('host.lan.joinFirst') : msg('host.error.hostOnly'));
      }
    }
    switch (message.type) {
      case 'hello':
        safeSend(client, { type: 'welcome', version: this.options.version ?? 'dev' });
        if (message.token !== undefined) this.resumeSeat(client, message.token);
        // A reloaded host window learns that its game is still open on the LAN.
        if (client.trusted && this.lanHosting) safeSend(client, { type: 'lanHosting', hosting: this.lanHosting });
        this.sendView(client);
        return;

      case 'join':
        return this.join(client, message.requestId, message.code, message.seat);

      case 'hostLan':
        return this.hostLan(client, message.requestId, message.open, message.hostSeats);

      case 'seatToBot':
        return this.seatToBot(client, message.requestId, message.seat);

      case 'discoverLan': {
        const lan = this.options.lan;
        if (!lan) return reply(client, message.requestId, msg('host.lan.cannotDiscover'));
        lan.discover().then(
          (games) => safeSend(client, { type: 'lanGames', requestId: message.requestId, games }),
          (err: unknown) => reply(client, message.requestId, msg('host.lan.discoveryFailed', { detail: errorText(err) })),
        );
        return;
      }

      case 'legalMoves': {
        const session = this.sessionPlayedAt(client, message.requestId, message.seat);
        if (!session) return;
        const moves = session.legalMoves(message.seat);
        if (!moves) return reply(client, message.requestId, msg('host.error.noLegalMoveList'));
        safeSend(client, { type: 'legalMoves', requestId: message.requestId, seat: message.seat, moves });
        return;
      }

      case 'newGame': {
        const engine = this.engineFor(message.system);
        if (!engine) return reply(client, message.requestId, msg('host.error.cannotPlay', { game: systemName(message.system) }));
        const created = Session.create(message.setup, this.sessionOptions(engine), this.options.newGameId?.());
        if (!created.ok) return reply(client, message.requestId, msg('host.error.couldNotStart', { detail: created.error }));
        this.replaceSession(created.value);
        safeSend(client, { type: 'ok', requestId: message.requestId });
        this.markChanged();
        return;
      }

      case 'move': {
        const session = this.sessionPlayedAt(client, message.requestId, message.seat);
        if (!session) return;
        const result = session.submit(message.seat, message.move);
        if (!result.ok) return reply(client, message.requestId, result.error);
        safeSend(client, { type: 'ok', requestId: message.requestId });
        return;
      }

      case 'undo': {
        const session = this.current;
        if (!session) return reply(client, message.requestId, msg('host.error.noGame'));
        const result = session.undo(this.controllableBy(client, session), this.practiceAllowed(client) && message.practice);
        if (!result.ok) return reply(client, message.requestId, result.error);
        safeSend(client, { type: 'ok', requestId: message.requestId });
        return;
      }

      case 'undoRules': {
        const session = this.current;
        if (!session) return reply(client, message.requestId, msg('host.error.noGame'));
        session.setUndoEnabled(message.enabled);
        safeSend(client, { type: 'ok', requestId: message.requestId });
        this.markChanged();
        return;
      }

      case 'hint': {
        const session = this.sessionPlayedAt(client, message.requestId, message.seat);
        if (!session) return;
        const seat = message.seat;
        // Every update goes to the asking window as it comes (the first fast, then sharper); a window gone stops it.
        const hear = (report: HintReport): boolean => {
          if (!this.clients.has(client)) return false;
          safeSend(client, { type: 'hint', requestId: message.requestId, seat, ...report });
          return true;
        };
        void this.hints.ask(session, seat, this.onLan(client), hear).then((answer) => {
          if (!answer.ok) return reply(client, message.requestId, answer.error);
        });
        return;
      }

      case 'winChances': {
        const session = this.current;
        if (!session) return reply(client, message.requestId, msg('host.error.noGame'));
        void this.winChances.ask(session).then((answer) => {
          if (!answer.ok) return reply(client, message.requestId, answer.error);
          if (this.clients.has(client)) safeSend(client, { type: 'winChances', requestId: message.requestId, gameId: session.gameId, chart: answer.chart });
        });
        return;
      }

      case 'hintRules': {
        if (!this.current) return reply(client, message.requestId, msg('host.error.noGame'));
        this.hints.setLanAllowed(message.enabled);
        safeSend(client, { type: 'ok', requestId: message.requestId });
        this.markChanged();
        return;
      }

      case 'viewAs': {
        const session = this.current;
        if (!session) return reply(client, undefined, msg('host.error.noGame'));
        if (message.seat >= session.seats.length) return reply(client, undefined, msg('host.seat.none', { number: message.seat + 1 }));
        // Looking at a seat shows its hand, so only seats played from here (or, at the host, anyone once the game is over).
        const overAtHost = session.status === 'finished' && client.trusted && client.seat === null;
        if (!this.controllableBy(client, session).includes(message.seat) && !overAtHost) {
          return reply(client, undefined, msg('host.seat.notHere', { number: message.seat + 1 }));
        }
        client.viewAs = message.seat;
        this.sendView(client);
        return;
      }

      case 'listSaves':
        this.options.store.list().then(
          (listing) => safeSend(client, { type: 'saves', requestId: message.requestId, ...listing }),
          (err: unknown) => reply(client, message.requestId, msg('host.saves.couldNotList', { detail: errorText(err) })),
        );
        return;

      case 'loadSave': {
        const loaded = this.options.store.load(message.saveId);
        if (!loaded.ok) return reply(client, message.requestId, msg('host.saves.couldNotLoad', { detail: loaded.error }));
        const engine = this.engineFor(loaded.value.system);
        if (!engine) return reply(client, message.requestId, msg('host.error.cannotPlay', { game: systemName(loaded.value.system) }));
        const resumed = Session.resume(loaded.value, message.saveId, this.sessionOptions(engine));
        if (!resumed.ok) return reply(client, message.requestId, msg('host.saves.couldNotResume', { id: message.saveId, detail: resumed.error }));
        this.replaceSession(resumed.value);
        safeSend(client, { type: 'ok', requestId: message.requestId, ...(resumed.value.rebuiltFromMoves ? { notice: REBUILT_NOTICE } : {}) });
        this.markChanged();
        return;
      }

      case 'deleteSave': {
        if (this.current?.gameId === message.saveId) {
          return reply(client, message.requestId, msg('host.saves.openNotDeleted'));
        }
        const deleted = this.options.store.delete(message.saveId);
        if (!deleted.ok) return reply(client, message.requestId, msg('host.saves.couldNotDelete', { detail: deleted.error }));
        safeSend(client, { type: 'ok', requestId: message.requestId });
        return;
      }

      case 'catalogue': {
        const cards = this.catalogueOf(message.system);
        if (!cards) return reply(client, message.requestId, msg('host.error.noCardList', { game: systemName(message.system) }));
        safeSend(client, { type: 'catalogue', requestId: message.requestId, system: message.system, cards });
        return;
      }

      case 'listCampaigns':
      case 'createCampaign':
      case 'continueCampaign':
      case 'renameCampaign':
      case 'archiveCampaign':
      case 'setCampaignRules':
      case 'deleteCampaign':
      case 'campaignStats':
        return this.campaignMessage(client, message);

      case 'historyStats': {
        const engine = this.engineFor(message.system);
        if (!engine) return reply(client, message.requestId, msg('host.error.cannotPlay', { game: systemName(message.system) }));
        this.options.store.list().then(
          (listing) => safeSend(client, { type: 'historyStats', requestId: message.requestId, system: message.system, stats: historyStatsOf(message.system, listing.saves, engine, this.options.store) }),
          (err: unknown) => reply(client, message.requestId, msg('host.saves.couldNotRead', { detail: errorText(err) })),
        );
        return;
      }

      case 'gameStats':
      case 'replayStep': {
        const players = this.replayPlayers(client, message.saveId);
        if (!players.ok) return reply(client, message.requestId, players.error);
        const answer = this.replays.answer(message, players.value);
        return answer.ok ? safeSend(client, answer.value) : reply(client, message.requestId, answer.error);
      }

      case 'leaveGame':
        if (client.seat !== null || !client.trusted) {
          // A LAN player steps away; the seat stays theirs (their token brings them back).
          client.seat = null;
          this.sendView(client);
          this.markChanged();
          return;
        }
        // At the host: while another window at the host still shows the game (a second browser tab),
        // only this window leaves it; the last one to leave closes it (one game per host; it is saved).
        if (this.current && [...this.clients].some((other) => other !== client && this.showsHostGame(other))) {
          client.leftGame = true;
          safeSend(client, { type: 'noGame' });
          return;
        }
        this.replaceSession(null);
        this.markChanged();
        return;
    }
  }

  private catalogueOf(system: SystemId): CardInfo[] | null {
    if (!this.catalogues.has(system)) this.catalogues.set(system, this.engineFor(system)?.catalogue?.() ?? null);
    return this.catalogues.get(system) ?? null;
  }

  private campaignMessage(client: Client, message: CampaignServiceMessage): void {
    const service = this.options.campaigns;
    if (!service) return reply(client, message.requestId, msg('host.error.noCampaigns'));
    const answer = answerCampaignMessage(service, message, { bots: this.options.bots, botDelayMs: this.options.botDelayMs });
    if (!answer.ok) return reply(client, message.requestId, answer.error);
    if (answer.value.session) {
      this.replaceSession(answer.value.session);
      this.markChanged();
    }
    safeSend(client, answer.value.reply);
  }

  /** The game, when the client may act for the seat in it; otherwise replies why not and returns null. */
  private sessionPlayedAt(client: Client, requestId: string | undefined, seat: Seat): Session | null {
    const session = this.current;
    if (!session) {
      reply(client, requestId, msg('host.error.noGame'));
      return null;
    }
    if (!this.controllableBy(client, session).includes(seat)) {
      reply(client, requestId, msg('host.seat.notHere', { number: seat + 1 }));
      return null;
    }
    return session;
  }

  /** Undo past reveals is solo practice: only at the host's own window, never while the game is on the LAN. */
  private practiceAllowed(client: Client): boolean {
    return client.trusted && client.seat === null && !this.lanSeats;
  }

  /** The client plays a game that is open on the LAN (from the host's window or from afar). */
  private onLan(client: Client): boolean {
    return !client.trusted || client.seat !== null || this.lanSeats !== null;
  }

  /** Whether this client may take back a move now, and why not. */
  private undoStateFor(client: Client, session: Session, controllable: Seat[]): UndoState {
    const check = session.undoStatus(controllable);
    const practice = !check.ok && this.practiceAllowed(client) && session.undoStatus(controllable, true).ok;
    return {
      allowed: check.ok,
      ...(check.ok ? {} : { reason: check.reason }),
      practiceAvailable: practice,
      enabled: session.undoEnabled,
      practiceUsed: session.practiceUndoUsed,
      log: [...session.undoLog],
      logAt: [...session.undoLogPlaces],
      gameLogLength: session.logLength,
    };
  }

  /**
   * For a replay of the game in progress here: the seats the client plays in it (a LAN player only its
   * own), whose hands it may watch before the end. A LAN player may replay only that game; the host's
   * window any saved game (undefined: the save's own rule).
   */
  private replayPlayers(client: Client, saveId: string): Answer<readonly Seat[] | undefined> {
    const session = this.current;
    if (session && session.gameId === saveId) return { ok: true, value: this.controllableBy(client, session) };
    if (!client.trusted) return { ok: false, error: msg('host.replay.onlyYourGame') };
    return { ok: true, value: undefined };
  }

  /** Seats a client may act for and look at. */
  private controllableBy(client: Client, session: Session): Seat[] {
    if (client.seat !== null) return session.seats[client.seat]?.kind === 'human' ? [client.seat] : [];
    if (!client.trusted) return [];
    const lan = this.lanSeats;
    return session.humanSeats().filter((seat) => !lan || !lan.isRemote(seat));
  }

  /** A returning LAN player: the token gives back its seat (taking it back from a bot that stood in). */
  private resumeSeat(client: Client, token: string): void {
    client.token = token;
    const session = this.current;
    const seat = this.lanSeats?.seatOf(token) ?? null;
    if (!session || !this.lanSeats || seat === null) return; // stale tokens just land in the lobby
    // One connection per seat: the newest wins (a reloaded tab, a second device); the earlier one is told why.
    for (const other of this.clients) {
      if (other === client || other.seat !== seat || other.trusted) continue;
      other.seat = null;
      safeSend(other, { type: 'error', message: msg('host.lan.seatTakenOver', { number: seat + 1 }) });
      other.disconnect(SEAT_TAKEN_OVER_CLOSE_CODE, CLOSE_REASON_KEYS.seatTakenOver);
    }
    client.seat = seat;
    session.setSeatKind(seat, 'human');
    if (this.lanSeats.takeBack(seat)) this.options.lanSeatStore?.write(this.lanSeats);
    safeSend(client, { type: 'joined', gameId: session.gameId, seat, token });
    this.markChanged();
  }

  /**
   * Players who reconnected while the host was down or between games wait in the lobby; once the host
   * reopens their game on the LAN, their tokens seat them again without any action on their part.
   */
  private resumeWaitingPlayers(): void {
    if (!this.lanSeats) return;
    for (const client of this.clients) {
      if (client.seat === null && client.token !== null && !client.trusted) this.resumeSeat(client, client.token);
    }
  }

  private join(client: Client, requestId: string | undefined, code: string, seat: Seat): void {
    const session = this.current;
    const lan = this.lanSeats;
    if (client.trusted) return reply(client, requestId, msg('host.lan.thisIsHost'));
    if (!session || !lan) return reply(client, requestId, msg('host.lan.noGameOpen'));
    const admission = this.joinGuard.admit(client.address);
    if (!admission.ok) return reply(client, requestId, admission.message);
    if (!lan.codeMatches(code)) {
      this.joinGuard.recordWrong(client.address);
      this.announceHosting();
      return reply(client, requestId, msg('host.lan.wrongCode'));
    }
    if (this.joinGuard.recordRight(client.address)) this.announceHosting();
    if (seat >= session.seats.length) return reply(client, requestId, msg('host.seat.none', { number: seat + 1 }));
    if (!lan.isRemote(seat)) return reply(client, requestId, msg('host.seat.atHost', { number: seat + 1 }));
    if (lan.isClaimed(seat)) return reply(client, requestId, msg('host.seat.taken', { number: seat + 1 }));
    if (session.seats[seat]?.kind !== 'human') return reply(client, requestId, msg('host.seat.bot', { number: seat + 1 }));
    const token = lan.claim(seat);
    this.options.lanSeatStore?.write(lan);
    client.seat = seat;
    client.token = token;
    safeSend(client, { type: 'joined', requestId, gameId: session.gameId, seat, token });
    this.markChanged();
  }

  private hostLan(client: Client, requestId: string | undefined, open: boolean, hostSeats: Seat[] | undefined): void {
    const lan = this.options.lan;
    if (!lan) return reply(client, requestId, msg('host.lan.cannotHost'));
    if (!open) {
      this.listening = null;
      this.lanSeats = null;
      for (const other of this.clients) other.seat = null;
      lan.close().then(
        () => this.announceHosting(requestId),
        (err: unknown) => reply(client, requestId, msg('host.lan.couldNotStop', { detail: errorText(err) })),
      );
      this.markChanged();
      return;
    }
    if (!this.current) return reply(client, requestId, msg('host.lan.startFirst'));
    if (hostSeats) this.hostSeatsChoice = hostSeats;
    lan.open(this).then(
      (listening) => {
        this.listening = listening;
        this.lanSeats = this.seatsForLan(this.current);
        this.resumeWaitingPlayers();
        this.announceHosting(requestId);
        this.broadcastViews();
      },
      (err: unknown) => reply(client, requestId, msg('host.lan.couldNotOpen', { detail: errorText(err) })),
    );
  }

  /** Tells the host's own windows where the game can be joined (or that it no longer can). */
  private announceHosting(requestId?: string): void {
    for (const other of this.clients) {
      if (other.trusted) safeSend(other, { type: 'lanHosting', requestId, hosting: this.lanHosting });
    }
  }

  /** The LAN seats of a game: as hosted before (same code and tokens) or fresh. */
  private seatsForLan(session: Session | null): LanSeats | null {
    if (!session || !this.listening) return null;
    const kept = this.options.lanSeatStore?.read(session.gameId);
    if (kept) {
      // Seats handed to a bot before a restart stay bots until their player comes back.
      for (const seat of kept.botSeats) if (seat < session.seats.length) session.setSeatKind(seat, 'bot');
      return kept;
    }
    const people = session.humanSeats();
    const hostSeats = (this.hostSeatsChoice ?? people.slice(0, 1)).filter((seat) => seat < session.seats.length);
    const fresh = LanSeats.fresh(session.gameId, hostSeats);
    this.options.lanSeatStore?.write(fresh);
    return fresh;
  }

  private seatToBot(client: Client, requestId: string | undefined, seat: Seat): void {
    const session = this.current;
    const lan = this.lanSeats;
    if (!session || !lan) return reply(client, requestId, msg('host.lan.noGameOpen'));
    if (seat >= session.seats.length || !lan.isRemote(seat)) return reply(client, requestId, msg('host.seat.notNetwork', { number: seat + 1 }));
    if ([...this.clients].some((other) => other.seat === seat)) return reply(client, requestId, msg('host.seat.connected', { number: seat + 1 }));
    session.setSeatKind(seat, 'bot');
    lan.handToBot(seat);
    this.options.lanSeatStore?.write(lan);
    safeSend(client, { type: 'ok', requestId });
    this.markChanged();
  }

  /** Who plays each seat from where, for the lobby (only while hosting on the LAN). */
  private presence(session: Session): SeatPresence[] | undefined {
    const lan = this.lanSeats;
    if (!lan) return undefined;
    const clients = [...this.clients];
    return session.seats.map(({ seat }) => ({
      seat,
      remote: lan.isRemote(seat),
      claimed: lan.isClaimed(seat),
      connected: lan.isRemote(seat) ? clients.some((c) => c.seat === seat) : clients.some((c) => c.trusted && c.seat === null),
    }));
  }

  /** What a remote client without a seat sees: the seats, and which it may take. */
  private sendLobby(client: Client): void {
    const session = this.current;
    const lan = this.lanSeats;
    const presence = session ? this.presence(session) : undefined;
    const seats: LobbySeat[] =
      session && lan && presence
        ? session.seats.map((info, seat) => ({
            ...info,
            open: lan.isRemote(seat) && !lan.isClaimed(seat) && info.kind === 'human',
            connected: presence[seat]?.connected ?? false,
          }))
        : [];
    safeSend(client, { type: 'lobby', gameId: lan ? (session?.gameId ?? null) : null, system: lan ? (session?.engine.system ?? null) : null, seats });
  }

  private engineFor(system: SystemId): AnyGameEngine | undefined {
    return this.options.engines[system];
  }

  private sessionOptions(engine: AnyGameEngine) {
    return { engine, store: this.options.store, bots: this.options.bots, botDelayMs: this.options.botDelayMs };
  }

  private replaceSession(next: Session | null): void {
    this.stopListening?.();
    this.stopListening = null;
    this.current?.close();
    this.current = next;
    this.hints.reset();
    for (const client of this.clients) {
      client.viewAs = null;
      client.seat = null;
      client.leftGame = false;
    }
    this.lanSeats = this.seatsForLan(next);
    this.resumeWaitingPlayers();
    if (this.listening) this.announceHosting();
    if (next) this.stopListening = next.onChange((event) => this.onSessionEvent(event));
  }

  private onSessionEvent(event: SessionEvent): void {
    if (event.type === 'problem') {
      for (const client of this.clients) safeSend(client, { type: 'error', message: event.message });
      return;
    }
    this.markChanged(event.type === 'moved' && event.by === 'bot' ? event.seat : undefined);
  }

  /** @param byBot the bot seat whose move alone made this change (windows may pace showing it) */
  private markChanged(byBot?: Seat): void {
    if (this.batching > 0) this.changedDuringBatch = true;
    else this.broadcastViews(byBot);
  }

  private broadcastViews(byBot?: Seat): void {
    for (const client of this.clients) if (!client.leftGame) this.sendView(client, byBot);
  }

  /** A window at the host (not a LAN player) that shows the open game. */
  private showsHostGame(client: Client): boolean {
    return client.trusted && client.seat === null && !client.leftGame;
  }

  /** Sends the client its view of the current game (or that there is none). */
  private sendView(client: Client, byBot?: Seat): void {
    if (!client.trusted && client.seat === null) return this.sendLobby(client);
    const session = this.current;
    if (!session) {
      safeSend(client, { type: 'noGame' });
      return;
    }
    const controllable = this.controllableBy(client, session);
    const info: SessionInfo = {
      gameId: session.gameId,
      system: session.engine.system,
      seats: session.seats.map((seat) => ({ ...seat })),
      controllable,
      lan: this.presence(session),
      seedSecrecy: session.seedSecrecy,
      undo: this.undoStateFor(client, session, controllable),
      hint: this.hints.stateFor(session, this.onLan(client)),
    };
    let view;
    try {
      view = session.viewFor(this.seatShownTo(client, session, controllable));
    } catch (err) {
      safeSend(client, { type: 'error', message: msg('host.error.couldNotShow', { detail: errorText(err) }) });
      return;
    }
    safeSend(client, { type: 'view', session: info, view, ...(byBot !== undefined ? { byBot } : {}) });
  }

  /**
   * Hot-seat rule: show a seat this client controls that must decide now (its own choice first, as in
   * simultaneous phases several may wait), else the seat it chose, else its first seat; spectators
   * (no seats) see the public view.
   */
  private seatShownTo(client: Client, session: Session, controllable: Seat[]): Seat | null {
    // A LAN player sees its own seat, always (even while a bot stands in for it).
    if (client.seat !== null) return client.seat;
    const waiting = session.waitingFor().filter((seat) => controllable.includes(seat));
    if (client.viewAs !== null && waiting.includes(client.viewAs)) return client.viewAs;
    if (waiting.length > 0) return waiting[0];
    if (client.viewAs !== null) return client.viewAs;
    return controllable[0] ?? null;
  }
}

function reply(client: Client, requestId: string | undefined, message: MessageOrText): void {
  safeSend(client, { type: 'error', requestId, message });
}

/** A transport that fails (closed socket, destroyed window) must not break the other clients. */
function safeSend(client: Client, message: HostMessage): void {
  try {
    client.send(message);
  } catch (err) {
    console.warn('[hub] could not send to a client:', errorText(err));
  }
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
