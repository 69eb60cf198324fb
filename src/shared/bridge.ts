// What the Electron preload exposes to the page as `window.tharsis`: a text pipe to the host, nothing else.
// Messages are JSON text in the protocol of protocol.ts, the same as over the WebSocket.

export const BRIDGE_KEY = 'tharsis';
/** Renderer -> host: one raw client message. */
export const SEND_CHANNEL = 'tharsis:send';
/** Host -> renderer: one raw host message. */
export const MESSAGE_CHANNEL = 'tharsis:message';

export interface TharsisBridge {
  send(text: string): void;
  /** Subscribes to host messages; returns the unsubscribe function. */
  onMessage(cb: (text: string) => void): () => void;
}
