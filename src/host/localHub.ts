// The hub as the app runs it (browser mode and the Electron shell): the real engine, saves on disk.
import { defaultEngine } from './defaultEngine';
import { Hub } from './hub';
import { SaveStore } from './saveStore';
import type { BotRegistry } from './session';

export const HOST_VERSION = '0.1.0';

/** Pause before each bot move, so people at the table can follow what the bots do. */
export const BOT_DELAY_MS = 600;

export interface LocalHubOptions {
  savesDir: string;
  /**
   * Bot policies by level (see BOT_LEVEL in session.ts). Empty for now: bot seats wait until a policy
   * is registered here, e.g. `{ basic: basicBot }` from ./bots.
   */
  bots?: BotRegistry;
}

export function createLocalHub(options: LocalHubOptions): { hub: Hub; store: SaveStore } {
  const store = new SaveStore(options.savesDir);
  const hub = new Hub({ engine: defaultEngine, store, bots: options.bots ?? {}, botDelayMs: BOT_DELAY_MS, version: HOST_VERSION });
  return { hub, store };
}
