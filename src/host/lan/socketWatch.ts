// Keeps the LAN listener's sockets honest: a heartbeat (ping; no pong by the next beat ends the socket,
// so dead peers do not hold memory and descriptors), and visitors that sit in the lobby without saying
// anything are closed (their app reconnects on its own when a person is really there).
import { WebSocket } from 'ws';
import { CLOSE_REASON_KEYS } from '../../shared/closeReasons';
import { VISITOR_IDLE_CLOSE_CODE } from '../../shared/protocol';

export interface SocketTimers {
  heartbeatMs: number;
  /** A connection that holds no seat and has sent nothing for this long is closed. */
  visitorIdleMs: number;
}

export const DEFAULT_SOCKET_TIMERS: SocketTimers = { heartbeatMs: 15_000, visitorIdleMs: 60_000 };

export { VISITOR_IDLE_CLOSE_CODE };

export interface SocketWatch {
  /** The peer sent a message (visitors stay as long as they talk). */
  noteMessage(): void;
  stop(): void;
}

export function watchSocket(ws: WebSocket, timers: SocketTimers, isVisitor: () => boolean): SocketWatch {
  let answered = true;
  let lastMessage = Date.now();
  ws.on('pong', () => (answered = true));
  const beat = setInterval(() => {
    if (!answered) {
      ws.terminate();
      return;
    }
    if (isVisitor() && Date.now() - lastMessage >= timers.visitorIdleMs) {
      ws.close(VISITOR_IDLE_CLOSE_CODE, CLOSE_REASON_KEYS.idle);
      return;
    }
    answered = false;
    if (ws.readyState === WebSocket.OPEN) ws.ping();
  }, Math.min(timers.heartbeatMs, timers.visitorIdleMs));
  beat.unref();
  return {
    noteMessage: () => (lastMessage = Date.now()),
    stop: () => clearInterval(beat),
  };
}
