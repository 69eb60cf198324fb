// A campaign as one file, for the window's export and import (HTTP in browser mode, IPC in Electron):
// the text of an export and a file name for it, and the import of a file's text.
import type { ImportChoice } from '../../shared/campaignFile';
import type { Result, SaveStore } from '../saveStore';
import type { CampaignStore } from './campaignStore';
import { exportCampaign, importCampaign, type ImportOutcome } from './campaignTransfer';

export interface CampaignFiles {
  exportText(campaignId: string): Result<{ fileName: string; text: string }>;
  importText(text: string, choice?: ImportChoice): ImportOutcome;
}

export function campaignFiles(campaigns: CampaignStore, saves: SaveStore): CampaignFiles {
  return {
    exportText(campaignId) {
      const bundle = exportCampaign(campaigns, saves, campaignId);
      if (!bundle.ok) return bundle;
      return { ok: true, value: { fileName: exportFileName(bundle.value.campaign.name), text: JSON.stringify(bundle.value) } };
    },
    importText: (text, choice) => importCampaign(campaigns, saves, text, choice),
  };
}

/** A file name from the campaign's name: letters, digits and dashes only (it ends up in a header). */
export function exportFileName(name: string): string {
  const slug = name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${slug || 'campaign'}.tharsis-campaign.json`;
}
