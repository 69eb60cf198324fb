// The hub as the app runs it (browser mode and the Electron shell): the real engine, saves on disk.
import * as path from 'node:path';
import { campaignFiles, type CampaignFiles } from './campaigns/campaignFiles';
import { CampaignService } from './campaigns/campaignService';
import { CampaignStore } from './campaigns/campaignStore';
import { campaignsDirOf } from './campaigns/campaignsDir';
import { Hub } from './hub';
import { LanHost, type LanHostOptions } from './lan/lanHost';
import { LanSeatStore } from './lan/lanSeatStore';
import { SaveStore } from './saveStore';
import type { BotRegistry } from './session';
import { ENGINES } from './systems';

export const HOST_VERSION = '0.1.0';

/**
 * Pause before each bot move. Short: each window paces showing bots' moves at its own chosen speed
 * (docs/screen.md), so the host need only play them one per turn of its event loop, each sent as its own
 * view, answering other windows in between; no window's setting holds up another's.
 */
export const BOT_DELAY_MS = 40;

export interface LocalHubOptions {
  savesDir: string;
  /** Bot policies that replace every engine's own (tests); by default each game system brings its bots. */
  bots?: BotRegistry;
  /** How a game opened to the LAN listens and announces itself; it listens only once the host opens it. */
  lan?: LanHostOptions;
  /** Pause before each bot move (ms); BOT_DELAY_MS unless given (0 lets bots play at full speed). */
  botDelayMs?: number;
}

export function createLocalHub(options: LocalHubOptions): { hub: Hub; store: SaveStore; campaignFiles: CampaignFiles } {
  const store = new SaveStore(options.savesDir);
  const campaigns = new CampaignStore(campaignsDirOf(options.savesDir));
  // No write of ours is under way yet: any temp file here is left by a host that was killed mid-save.
  store.removeOrphanTemps();
  campaigns.removeOrphanTemps();
  const hub = new Hub({
    engines: ENGINES,
    store,
    bots: options.bots,
    botDelayMs: options.botDelayMs ?? BOT_DELAY_MS,
    version: HOST_VERSION,
    lan: new LanHost(options.lan),
    // Beside the saves (a folder, so the save list never mistakes it for a game).
    lanSeatStore: new LanSeatStore(path.join(options.savesDir, 'lan-seats')),
    campaigns: new CampaignService({ engines: ENGINES, saves: store, campaigns }),
  });
  return { hub, store, campaignFiles: campaignFiles(campaigns, store) };
}
