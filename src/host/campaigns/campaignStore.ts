// Campaign files on disk: one JSON file per campaign, named by its id, in a folder beside the saves.
// Written atomically with the save store's writer; read as untrusted (size and depth caps, schema).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CAMPAIGN_FORMAT, CAMPAIGN_ID_PATTERN, CAMPAIGN_VERSION, campaignFileSchema, type CampaignFile } from '../../shared/campaign';
import { describeValue, fieldPath } from '../../shared/save';
import { msg, type MessageOrText } from '../../shared/message';
import { removeOrphanTempFiles, writeFileAtomically } from '../atomicWrite';
import { badFileId, megabytes, readSmallRegularFile, systemError, type Done, type Result } from '../saveStore';
import { parseLimitedJson } from './jsonLimits';

export const MAX_CAMPAIGN_BYTES = 2 * 1024 * 1024;
const EXTENSION = '.json';

export interface SkippedCampaign {
  file: string;
  error: MessageOrText;
}

export class CampaignStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  write(campaign: CampaignFile): Done {
    if (!CAMPAIGN_ID_PATTERN.test(campaign.id)) return { ok: false, error: badFileId('campaign', campaign.id) };
    const text = JSON.stringify(campaign);
    if (Buffer.byteLength(text) > MAX_CAMPAIGN_BYTES) return { ok: false, error: msg('host.file.campaignTooLarge', { limit: megabytes(MAX_CAMPAIGN_BYTES) }) };
    const written = writeFileAtomically(this.dir, `${campaign.id}${EXTENSION}`, text);
    return written.ok ? written : { ok: false, error: msg('host.file.couldNotWrite', { kind: 'campaign', detail: written.error }) };
  }

  /** Removes temp files left by a write that a killed host never finished; returns their names. */
  removeOrphanTemps(): string[] {
    return removeOrphanTempFiles(this.dir, (target) => target.endsWith(EXTENSION) && CAMPAIGN_ID_PATTERN.test(target.slice(0, -EXTENSION.length)));
  }

  /** Reads and checks one campaign. Never writes anything, so a damaged file stays as it is. */
  load(id: string): Result<CampaignFile> {
    if (!CAMPAIGN_ID_PATTERN.test(id)) return { ok: false, error: badFileId('campaign', id) };
    const read = readSmallRegularFile(path.join(this.dir, `${id}${EXTENSION}`), MAX_CAMPAIGN_BYTES, 'campaign');
    if (!read.ok) return read;
    const parsed = parseCampaign(read.value);
    return parsed.ok ? parsed : { ok: false, error: msg('host.file.inCampaign', { id, reason: parsed.error }) };
  }

  /** Every readable campaign, and the files that could not be read (with why). */
  list(): { campaigns: CampaignFile[]; skipped: SkippedCampaign[] } {
    let names: string[];
    try {
      names = fs.readdirSync(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { campaigns: [], skipped: [] };
      throw err;
    }
    const campaigns: CampaignFile[] = [];
    const skipped: SkippedCampaign[] = [];
    for (const name of names.sort()) {
      if (name.startsWith('.') || !name.endsWith(EXTENSION)) continue; // temp files and strangers
      const loaded = this.load(name.slice(0, -EXTENSION.length));
      if (loaded.ok) campaigns.push(loaded.value);
      else skipped.push({ file: name, error: loaded.error });
    }
    return { campaigns: campaigns.sort((a, b) => b.createdAt.localeCompare(a.createdAt)), skipped };
  }

  delete(id: string): Done {
    if (!CAMPAIGN_ID_PATTERN.test(id)) return { ok: false, error: badFileId('campaign', id) };
    const file = path.join(this.dir, `${id}${EXTENSION}`);
    try {
      if (!fs.lstatSync(file).isFile()) return { ok: false, error: msg('host.file.campaignNotDeletedNotAFile', { id }) };
      fs.unlinkSync(file);
      return { ok: true };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { ok: false, error: msg('host.file.noSuch', { kind: 'campaign', id }) };
      return { ok: false, error: msg('host.file.couldNotDeleteCampaign', { id, detail: systemError(err) }) };
    }
  }

  exists(id: string): boolean {
    return CAMPAIGN_ID_PATTERN.test(id) && fs.existsSync(path.join(this.dir, `${id}${EXTENSION}`));
  }
}

/** Checks the text of a campaign file, naming the first problem as a message. */
export function parseCampaign(text: string): Result<CampaignFile> {
  const json = parseLimitedJson(text, 'campaign');
  if (!json.ok) return json;
  const head = json.value as Record<string, unknown> | null;
  if (head === null || typeof head !== 'object' || Array.isArray(head)) return { ok: false, error: msg('host.file.noObject', { kind: 'campaign' }) };
  if (head.format !== CAMPAIGN_FORMAT) return { ok: false, error: msg('host.file.notACampaign', { format: describeValue(head.format) }) };
  if (typeof head.version === 'number' && head.version > CAMPAIGN_VERSION) {
    return { ok: false, error: msg('host.file.newerVersion', { kind: 'campaign', version: head.version, supported: CAMPAIGN_VERSION }) };
  }
  return checked(campaignFileSchema.safeParse(json.value), 'campaign');
}

/** What `checked` checks: a campaign file, an export, a new campaign's choices, the seats and rules of its next game. */
export type CheckedKind = 'campaign' | 'campaignExport' | 'newCampaign' | 'campaignSetup';

/**
 * A zod result as a Result: the first issue as our own reason (which field of which kind of file is not
 * what Tharsis writes), never the validator's English.
 */
export function checked<T>(parsed: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } }, kind: CheckedKind): Result<T> {
  if (parsed.success) return { ok: true, value: parsed.data };
  const path = parsed.error.issues[0]?.path ?? [];
  return { ok: false, error: path.length ? msg('host.file.wrongField', { kind, field: fieldPath(path) }) : msg('host.file.wrongShape', { kind }) };
}
