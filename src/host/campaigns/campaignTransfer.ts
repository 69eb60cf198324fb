// Carrying a campaign to another computer: one file with the campaign and every save of its games.
// An imported file is as untrusted as any: size and depth caps, the campaign and save schemas, each
// save of the campaign's system and named by one of its games. Importing a campaign that is already
// here asks the caller to choose: replace it, or keep both (the copy gets new ids throughout).
import { CAMPAIGN_EXPORT_FORMAT, CAMPAIGN_VERSION, campaignExportSchema, type CampaignExport, type CampaignFile } from '../../shared/campaign';
import type { ImportChoice } from '../../shared/campaignFile';
import { msg, type MessageOrText } from '../../shared/message';
import { validateSave, type SaveFile } from '../../shared/save';
import { systemName } from '../../shared/systems';
import { megabytes, type Result, type SaveStore } from '../saveStore';
import { newGameId } from '../session';
import { checked, type CampaignStore } from './campaignStore';
import { parseLimitedJson } from './jsonLimits';

/** An export holds whole saves, so it may be much larger than a campaign file. */
export const MAX_CAMPAIGN_EXPORT_BYTES = 64 * 1024 * 1024;

export type { ImportChoice };

export type ImportOutcome =
  | { ok: true; value: CampaignFile }
  | { ok: false; error: MessageOrText; /** The campaign is already here: ask, then import again with a choice. */ conflict?: true };

export function exportCampaign(campaigns: CampaignStore, saves: SaveStore, id: string): Result<CampaignExport> {
  const loaded = campaigns.load(id);
  if (!loaded.ok) return loaded;
  const files: SaveFile[] = [];
  for (const game of loaded.value.games) {
    const save = saves.load(game.gameId);
    if (!save.ok) return { ok: false, error: msg('host.campaignFile.gameNotExported', { id: game.gameId, detail: save.error }) };
    files.push(save.value);
  }
  return { ok: true, value: { format: CAMPAIGN_EXPORT_FORMAT, version: CAMPAIGN_VERSION, campaign: loaded.value, saves: files } };
}

/** Checks the text of an export file; nothing is written. */
export function parseCampaignExport(text: string): Result<CampaignExport> {
  if (Buffer.byteLength(text) > MAX_CAMPAIGN_EXPORT_BYTES) return { ok: false, error: campaignFileTooLarge(MAX_CAMPAIGN_EXPORT_BYTES) };
  const json = parseLimitedJson(text, 'campaignExport');
  if (!json.ok) return json;
  const head = json.value as Record<string, unknown> | null;
  if (head === null || typeof head !== 'object' || head.format !== CAMPAIGN_EXPORT_FORMAT) return { ok: false, error: msg('host.campaignFile.notAnExport') };
  const parsed = checked(campaignExportSchema.safeParse(json.value), 'campaignExport');
  if (!parsed.ok) return parsed;
  const { campaign, saves } = parsed.value;
  const gameIds = new Set(campaign.games.map((game) => game.gameId));
  for (const save of saves) {
    const valid = validateSave(save);
    if (!valid.ok) return { ok: false, error: msg('host.campaignFile.gameRefused', { reason: valid.error }) };
    if (save.system !== campaign.system) return { ok: false, error: msg('host.campaignFile.otherSystem', { game: systemName(save.system), campaign: systemName(campaign.system) }) };
    if (!gameIds.has(save.meta.gameId)) return { ok: false, error: msg('host.campaignFile.strangerGame', { id: save.meta.gameId }) };
  }
  if (new Set(saves.map((save) => save.meta.gameId)).size !== saves.length) return { ok: false, error: msg('host.campaignFile.sameGameTwice') };
  return parsed;
}

export function importCampaign(campaigns: CampaignStore, saves: SaveStore, text: string, choice?: ImportChoice, now: () => Date = () => new Date()): ImportOutcome {
  const parsed = parseCampaignExport(text);
  if (!parsed.ok) return parsed;
  let { campaign, saves: files } = parsed.value;
  const existing = campaigns.exists(campaign.id) ? campaigns.load(campaign.id) : null;
  if (existing && choice === undefined) {
    return { ok: false, conflict: true, error: msg('host.campaignFile.alreadyHere', { name: campaign.name }) };
  }
  if (existing && choice === 'keepBoth') {
    const taken = new Set(campaigns.list().campaigns.map((c) => c.name));
    ({ campaign, saves: files } = renamedCopy(campaign, files, now(), copyName(campaign.name, taken)));
  } else {
    // Never overwrite a save that belongs to no campaign being replaced.
    const ours = new Set(existing?.ok ? existing.value.games.map((game) => game.gameId) : []);
    const clash = files.find((save) => saves.exists(save.meta.gameId) && !ours.has(save.meta.gameId));
    if (clash) return { ok: false, error: msg('host.campaignFile.idClash', { id: clash.meta.gameId }) };
  }
  // The saves first, the campaign last: the campaign file is what makes the import visible.
  for (const save of files) {
    const written = saves.write(save);
    if (!written.ok) return written;
  }
  const written = campaigns.write(campaign);
  return written.ok ? { ok: true, value: campaign } : written;
}

/** Too large to be a campaign file: said the same by the HTTP route, which refuses before reading it all. */
export function campaignFileTooLarge(limit: number): MessageOrText {
  return msg('host.campaignFile.tooLarge', { limit: megabytes(limit) });
}

/**
 * A kept-both copy's name: the name with the first free number, "Friday nights (2)", then "(3)". Numbers read the
 * same in every language; the name is stored data, so no word of ours goes into it.
 */
export function copyName(name: string, taken: ReadonlySet<string>): string {
  const base = name.slice(0, 49);
  for (let n = 2; ; n++) if (!taken.has(`${base} (${n})`)) return `${base} (${n})`;
}

/** The campaign and its games under fresh ids and the given name, so both copies live side by side. */
function renamedCopy(campaign: CampaignFile, files: SaveFile[], now: Date, name: string): { campaign: CampaignFile; saves: SaveFile[] } {
  const ids = new Map(campaign.games.map((game) => [game.gameId, newGameId(now, campaign.system)]));
  return {
    campaign: {
      ...campaign,
      id: newGameId(now, 'campaign'),
      name,
      games: campaign.games.map((game) => ({ ...game, gameId: ids.get(game.gameId)! })),
    },
    saves: files.map((save) => ({ ...save, meta: { ...save.meta, gameId: ids.get(save.meta.gameId)! } })),
  };
}
