// The host's one client handler, whatever the transport (Electron IPC, WebSocket): raw text in,
// HostMessage objects out. It owns the current session and decides which seat each client looks at.
// Every input is untrusted: a malformed message gets an error reply and changes nothing.
import { MAX_MESSAGE_BYTES, parseClientMessage, type HostMessage, type ParsedClientMessage, type SessionInfo } from '../shared/protocol';
import type { SystemId } from '../shared/systems';
import { SYSTEM_NAMES } from '../shared/systems';
import type { Seat } from '../shared/tm/basics';
import type { AnyGameEngine } from './engine';
import type { SaveStore } from './saveStore';
import { Session, type BotRegistry, type SessionEvent } from './session';

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
}

export type SendToClient = (message: HostMessage) => void;

/** A connected client as a transport sees it. */
export interface HubConnection {
  /** Handles one raw message from the client; replies go through the connection's send function. */
  receive(raw: string): void;
  /** The transport closed; forget the client. */
  close(): void;
}

interface Client {
  send: SendToClient;
  /** The seat the client chose to look at, or null to follow whoever must decide. */
  viewAs: Seat | null;
}

export class Hub {
  private readonly options: HubOptions;
  private readonly clients = new Set<Client>();
  private current: Session | null = null;
  private stopListening: (() => void) | null = null;
  /** While a client message is being handled, state changes are collected and broadcast once at the end. */
  private batching = 0;
  private changedDuringBatch = false;

  constructor(options: HubOptions) {
    this.options = options;
  }

  get session(): Session | null {
    return this.current;
  }

  get clientCount(): number {
    return this.clients.size;
  }

  connect(send: SendToClient): HubConnection {
    const client: Client = { send, viewAs: null };
    this.clients.add(client);
    return {
      receive: (raw) => this.receive(client, raw),
      close: () => {
        this.clients.delete(client);
      },
    };
  }

  /** Ends the current game (already autosaved) and forgets every client. */
  close(): void {
    this.replaceSession(null);
    this.clients.clear();
  }

  private receive(client: Client, raw: string): void {
    const parsed = parseClientMessage(raw);
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
      safeSend(client, { type: 'error', requestId, message: `The host could not do that: ${errorText(err)}` });
    } finally {
      this.batching--;
      if (this.batching === 0 && this.changedDuringBatch) {
        this.changedDuringBatch = false;
        this.broadcastViews();
      }
    }
  }

  private handle(client: Client, message: ParsedClientMessage): void {
    switch (message.type) {
      case 'hello':
        safeSend(client, { type: 'welcome', version: this.options.version ?? 'dev' });
        this.sendView(client);
        return;

      case 'newGame': {
        const engine = this.engineFor(message.system);
        if (!engine) return reply(client, message.requestId, `This host cannot play ${SYSTEM_NAMES[message.system]}.`);
        const created = Session.create(message.setup, this.sessionOptions(engine), this.options.newGameId?.());
        if (!created.ok) return reply(client, message.requestId, `Could not start the game: ${created.error}`);
        this.replaceSession(created.value);
        safeSend(client, { type: 'ok', requestId: message.requestId });
        this.markChanged();
        return;
      }

      case 'move': {
        const session = this.current;
        if (!session) return reply(client, message.requestId, 'No game is in progress.');
        if (!session.humanSeats().includes(message.seat)) {
          return reply(client, message.requestId, `Seat ${message.seat + 1} is not played from here.`);
        }
        const result = session.submit(message.seat, message.move);
        if (!result.ok) return reply(client, message.requestId, result.error);
        safeSend(client, { type: 'ok', requestId: message.requestId });
        return;
      }

      case 'viewAs': {
        const session = this.current;
        if (!session) return reply(client, undefined, 'No game is in progress.');
        if (message.seat >= session.seats.length) return reply(client, undefined, `There is no seat ${message.seat + 1}.`);
        // Looking at a seat shows its hand, so only seats played from here (or anyone once the game is over).
        if (!session.humanSeats().includes(message.seat) && session.status !== 'finished') {
          return reply(client, undefined, `Seat ${message.seat + 1} is not played from here.`);
        }
        client.viewAs = message.seat;
        this.sendView(client);
        return;
      }

      case 'listSaves':
        safeSend(client, { type: 'saves', requestId: message.requestId, saves: this.options.store.list() });
        return;

      case 'loadSave': {
        const loaded = this.options.store.load(message.saveId);
        if (!loaded.ok) return reply(client, message.requestId, `Could not load: ${loaded.error}`);
        const engine = this.engineFor(loaded.value.system);
        if (!engine) return reply(client, message.requestId, `This host cannot play ${SYSTEM_NAMES[loaded.value.system]}.`);
        const resumed = Session.resume(loaded.value, message.saveId, this.sessionOptions(engine));
        if (!resumed.ok) return reply(client, message.requestId, `Could not load save "${message.saveId}": ${resumed.error}`);
        this.replaceSession(resumed.value);
        safeSend(client, { type: 'ok', requestId: message.requestId });
        this.markChanged();
        return;
      }

      case 'deleteSave': {
        if (this.current?.gameId === message.saveId) {
          return reply(client, message.requestId, 'That game is open; leave it before deleting its save.');
        }
        const deleted = this.options.store.delete(message.saveId);
        if (!deleted.ok) return reply(client, message.requestId, `Could not delete: ${deleted.error}`);
        safeSend(client, { type: 'ok', requestId: message.requestId });
        return;
      }

      case 'leaveGame':
        // Hot-seat: one game per host, so leaving closes it for everyone. It is already saved.
        this.replaceSession(null);
        this.markChanged();
        return;
    }
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
    for (const client of this.clients) client.viewAs = null;
    if (next) this.stopListening = next.onChange((event) => this.onSessionEvent(event));
  }

  private onSessionEvent(event: SessionEvent): void {
    if (event.type === 'problem') {
      for (const client of this.clients) safeSend(client, { type: 'error', message: event.message });
      return;
    }
    this.markChanged();
  }

  private markChanged(): void {
    if (this.batching > 0) this.changedDuringBatch = true;
    else this.broadcastViews();
  }

  private broadcastViews(): void {
    for (const client of this.clients) this.sendView(client);
  }

  /** Sends the client its view of the current game (or that there is none). */
  private sendView(client: Client): void {
    const session = this.current;
    if (!session) {
      safeSend(client, { type: 'noGame' });
      return;
    }
    const controllable = session.humanSeats();
    const info: SessionInfo = { gameId: session.gameId, system: session.engine.system, seats: [...session.seats], controllable };
    let view;
    try {
      view = session.viewFor(this.seatShownTo(client, session, controllable));
    } catch (err) {
      safeSend(client, { type: 'error', message: `The host could not show this game: ${errorText(err)}` });
      return;
    }
    safeSend(client, { type: 'view', session: info, view });
  }

  /**
   * Hot-seat rule: show a seat this client controls that must decide now (its own choice first, as in
   * simultaneous phases several may wait), else the seat it chose, else its first seat; spectators
   * (no seats) see the public view.
   */
  private seatShownTo(client: Client, session: Session, controllable: Seat[]): Seat | null {
    const waiting = session.waitingFor().filter((seat) => controllable.includes(seat));
    if (client.viewAs !== null && waiting.includes(client.viewAs)) return client.viewAs;
    if (waiting.length > 0) return waiting[0];
    if (client.viewAs !== null) return client.viewAs;
    return controllable[0] ?? null;
  }
}

function reply(client: Client, requestId: string | undefined, message: string): void {
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

/** Echoes the requestId of a message that failed validation, when one can be read safely. */
function requestIdOf(raw: string): string | undefined {
  if (raw.length > MAX_MESSAGE_BYTES) return undefined;
  try {
    const data: unknown = JSON.parse(raw);
    const id = data && typeof data === 'object' ? (data as { requestId?: unknown }).requestId : undefined;
    return typeof id === 'string' && id.length <= 64 ? id : undefined;
  } catch {
    return undefined;
  }
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
