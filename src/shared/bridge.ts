// What the Electron preload exposes to the page as `window.tharsis`: a text pipe to the host, and the
// campaign file dialogs.
// Messages are JSON text in the protocol of protocol.ts, the same as over the WebSocket.
import type { CampaignFileAnswer, ImportRequest } from './campaignFile';

export const BRIDGE_KEY = 'tharsis';
/** Renderer -> host: one raw client message. */
export const SEND_CHANNEL = 'tharsis:send';
/** Host -> renderer: one raw host message. */
export const MESSAGE_CHANNEL = 'tharsis:message';

export interface TharsisBridge {
  send(text: string): void;
  /** Subscribes to host messages; returns the unsubscribe function. */
  onMessage(cb: (text: string) => void): () => void;
  /** Exports a campaign through the native save dialog (campaign files are too large for messages). */
  exportCampaign?(campaignId: string): Promise<CampaignFileAnswer>;
  /** Imports a campaign through the native open dialog; with a choice, the file picked before the conflict. */
  importCampaign?(request: ImportRequest): Promise<CampaignFileAnswer>;
}
