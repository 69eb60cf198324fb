// Carrying a campaign file between the window and the host, outside the message protocol (an export
// holds whole saves and can exceed the 64 KB message limit). Browser mode: HTTP on the host's own
// loopback listener, with the launch key in a header. Electron: two IPC calls whose file dialogs run in
// the main process, so the page never names a path.
import type { MessageOrText } from './message';

/** Browser mode: GET ?id=… downloads the export; POST (the file's text, ?choice=…) imports it. */
export const CAMPAIGN_FILE_PATH = '/campaign-file';
/** The header that carries this launch's key (a page on another site cannot set it). */
export const LAUNCH_KEY_HEADER = 'x-tharsis-key';
/** Electron: export one campaign through a save dialog. */
export const EXPORT_CAMPAIGN_CHANNEL = 'tharsis:export-campaign';
/** Electron: import through an open dialog (or the file picked last, when choosing after a conflict). */
export const IMPORT_CAMPAIGN_CHANNEL = 'tharsis:import-campaign';

/** What to do when the imported campaign is already here. */
export type ImportChoice = 'replace' | 'keepBoth';
export const IMPORT_CHOICES: readonly ImportChoice[] = ['replace', 'keepBoth'];

export interface ImportRequest {
  /** Absent on the first try; after a conflict, the player's choice. */
  choice?: ImportChoice;
}

/** The answer to an export or an import. */
export type CampaignFileAnswer =
  | { ok: true; name: string }
  | { ok: false; error: MessageOrText; /** The campaign is already here: ask replace or keep both. */ conflict?: true }
  /** The player closed the file dialog. */
  | { ok: false; cancelled: true; error: MessageOrText };

export function isImportChoice(value: unknown): value is ImportChoice {
  return typeof value === 'string' && (IMPORT_CHOICES as readonly string[]).includes(value);
}
