// What the Electron preload exposes to the page as `window.tharsis`: a text pipe to the host, and the
// campaign file dialogs.
// Messages are JSON text in the protocol of protocol.ts, the same as over the WebSocket.
import type { CampaignFileAnswer, ImportRequest } from './campaignFile';

export const BRIDGE_KEY = 'tharsis';
/** Renderer -> host: one raw client message. */
export const SEND_CHANNEL = 'tharsis:send';
/** Host -> renderer: one raw host message. */
export const MESSAGE_CHANNEL = 'tharsis:message';

/**
 * Main -> preload: the system's preferred languages, as one extra argument of the renderer process
 * (`--tharsis-system-languages=de-DE,en-US`): Chromium's navigator.languages in Electron carries only the
 * app's one UI locale, while the system may list several, and the preload cannot call app.* itself.
 */
export const SYSTEM_LANGUAGES_ARG = '--tharsis-system-languages=';

/** The language tags an argument list carries (empty when it carries none or only malformed ones). */
export function systemLanguagesFromArgs(argv: readonly string[]): string[] {
  const arg = argv.find((a) => a.startsWith(SYSTEM_LANGUAGES_ARG));
  if (!arg) return [];
  return arg
    .slice(SYSTEM_LANGUAGES_ARG.length)
    .split(',')
    .filter((tag) => /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/.test(tag))
    .slice(0, 16);
}

export interface TharsisBridge {
  /** The operating system's preferred languages, most preferred first (Electron's app.getPreferredSystemLanguages). */
  readonly systemLanguages?: readonly string[];
  send(text: string): void;
  /** Subscribes to host messages; returns the unsubscribe function. */
  onMessage(cb: (text: string) => void): () => void;
  /** Exports a campaign through the native save dialog (campaign files are too large for messages). */
  exportCampaign?(campaignId: string): Promise<CampaignFileAnswer>;
  /** Imports a campaign through the native open dialog; with a choice, the file picked before the conflict. */
  importCampaign?(request: ImportRequest): Promise<CampaignFileAnswer>;
}
