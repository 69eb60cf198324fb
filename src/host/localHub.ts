// The hub as the app runs it (browser mode and the Electron shell): the real engine, saves on disk.
import { Hub } from './hub';
import { SaveStore } from './saveStore';
import type { BotRegistry } from './session';
import { ENGINES } from './systems';

export const HOST_VERSION = '0.1.0';

/** Pause before each bot move, so people at the table can follow what the bots do. */
export const BOT_DELAY_MS = 600;

export interface LocalHubOptions {
  savesDir: string;
  /** Bot policies that replace every engine's own (tests); by default each game system brings its bots. */
  bots?: BotRegistry;
}

export function createLocalHub(options: LocalHubOptions): { hub: Hub; store: SaveStore } {
  const store = new SaveStore(options.savesDir);
  const hub = new Hub({ engines: ENGINES, store, bots: options.bots, botDelayMs: BOT_DELAY_MS, version: HOST_VERSION });
  return { hub, store };
}
