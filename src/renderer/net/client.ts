// One client interface to the host, with two transports: Electron IPC (preload bridge) and WebSocket.
import { SEAT_TAKEN_OVER_CLOSE_CODE, type ClientMessage, type HostMessage } from '../../shared/protocol';
import type { TharsisBridge } from '../../shared/bridge';
import { parseHostMessage } from '../../shared/hostMessages';
import type { Message } from '../../shared/message';
import { closeNotice } from './closeNotice';
import { launchKey, withLaunchKey } from './launchKey';
import { helloFor } from './seatTokens';

export type ConnectionStatus = 'connecting' | 'open' | 'closed';

export interface HostClient {
  readonly transport: 'ipc' | 'websocket';
  send(message: ClientMessage): void;
  onMessage(cb: (message: HostMessage) => void): () => void;
  onStatus(cb: (status: ConnectionStatus) => void): () => void;
  /** Why the host closed the connection, when it said why in words the player should read. */
  onClosedBecause?(cb: (why: Message) => void): () => void;
  close(): void;
}

/** What the preload exposes as `window.tharsis` (src/shared/bridge.ts: no Electron types). */
export type { TharsisBridge };

type Listener<T> = (value: T) => void;

class Emitter<T> {
  private listeners = new Set<Listener<T>>();
  on(cb: Listener<T>): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }
  emit(value: T): void {
    for (const cb of [...this.listeners]) cb(value);
  }
}


export class IpcClient implements HostClient {
  readonly transport = 'ipc' as const;
  private messages = new Emitter<HostMessage>();
  private unsubscribe: () => void;
  constructor(private bridge: TharsisBridge) {
    this.unsubscribe = bridge.onMessage((text) => this.messages.emit(parseHostMessage(text)));
  }
  send(message: ClientMessage): void {
    this.bridge.send(JSON.stringify(message));
  }
  onMessage(cb: (message: HostMessage) => void): () => void {
    return this.messages.on(cb);
  }
  onStatus(cb: (status: ConnectionStatus) => void): () => void {
    queueMicrotask(() => cb('open'));
    return () => undefined;
  }
  close(): void {
    this.unsubscribe();
  }
}

/** WebSocket to the host's browser-mode server; reconnects with backoff and queues messages while down. */
export class WsClient implements HostClient {
  readonly transport = 'websocket' as const;
  private messages = new Emitter<HostMessage>();
  private closeReasons = new Emitter<Message>();
  private statuses = new Emitter<ConnectionStatus>();
  private socket: WebSocket | null = null;
  private queue: string[] = [];
  private closed = false;
  private retry = 0;
  private status: ConnectionStatus = 'connecting';
  /**
   * Sent first on every (re)connection: hello, with the LAN seat token this browser holds for the host,
   * so a dropped or reloaded player gets its seat back.
   */
  onOpenMessage: () => ClientMessage | null = () => helloFor(this.url);

  /** @param key this launch's key, when url is the host's own loopback page (see launchKey.ts) */
  constructor(
    readonly url: string,
    private readonly key?: string,
  ) {
    this.connect();
  }

  private setStatus(status: ConnectionStatus): void {
    this.status = status;
    this.statuses.emit(status);
  }

  private connect(): void {
    if (this.closed) return;
    this.setStatus('connecting');
    const socket = new WebSocket(withLaunchKey(this.url, this.key));
    this.socket = socket;
    socket.onopen = () => {
      this.retry = 0;
      this.setStatus('open');
      const opening = this.onOpenMessage();
      if (opening) socket.send(JSON.stringify(opening));
      const pending = this.queue;
      this.queue = [];
      for (const text of pending) socket.send(text);
    };
    socket.onmessage = (event) => {
      if (typeof event.data === 'string') this.messages.emit(parseHostMessage(event.data));
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      // Its seat is played from another window now: coming back would take it away again.
      if (event.code === SEAT_TAKEN_OVER_CLOSE_CODE) this.closed = true;
      const why = closeNotice(event.code, event.reason);
      if (why) this.closeReasons.emit(why);
      this.setStatus('closed');
      if (this.closed) return;
      const delay = Math.min(5000, 300 * 2 ** this.retry++);
      setTimeout(() => this.connect(), delay);
    };
  }

  send(message: ClientMessage): void {
    const text = JSON.stringify(message);
    // hello is sent automatically on open; do not queue a duplicate
    if (this.socket && this.socket.readyState === WebSocket.OPEN) this.socket.send(text);
    else if (message.type !== 'hello') this.queue.push(text);
  }
  onMessage(cb: (message: HostMessage) => void): () => void {
    return this.messages.on(cb);
  }
  onStatus(cb: (status: ConnectionStatus) => void): () => void {
    queueMicrotask(() => cb(this.status));
    return this.statuses.on(cb);
  }
  onClosedBecause(cb: (why: Message) => void): () => void {
    return this.closeReasons.on(cb);
  }
  close(): void {
    this.closed = true;
    this.socket?.close();
  }
}

export function bridgeFromWindow(): TharsisBridge | undefined {
  const bridge = (window as unknown as { tharsis?: TharsisBridge }).tharsis;
  return bridge && typeof bridge.send === 'function' && typeof bridge.onMessage === 'function' ? bridge : undefined;
}

export function wsUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws`;
}

/** Picks IPC when the preload bridge exists, otherwise a WebSocket to the page's own host. */
export function createClient(): HostClient {
  const bridge = bridgeFromWindow();
  if (bridge) return new IpcClient(bridge);
  return new WsClient(wsUrl(), launchKey());
}
