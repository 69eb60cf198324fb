// Campaign files on disk: one JSON file per campaign, named by its id, in a folder beside the saves.
// Written atomically with the save store's writer; read as untrusted (size and depth caps, schema).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CAMPAIGN_FORMAT, CAMPAIGN_ID_PATTERN, CAMPAIGN_VERSION, campaignFileSchema, type CampaignFile } from '../../shared/campaign';
import { removeOrphanTempFiles, writeFileAtomically } from '../atomicWrite';
import { readSmallRegularFile, type Done, type Result } from '../saveStore';
import { parseLimitedJson } from './jsonLimits';

export const MAX_CAMPAIGN_BYTES = 2 * 1024 * 1024;
const EXTENSION = '.json';

export interface SkippedCampaign {
  file: string;
  error: string;
}

export class CampaignStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  write(campaign: CampaignFile): Done {
    if (!CAMPAIGN_ID_PATTERN.test(campaign.id)) return { ok: false, error: `invalid campaign id ${JSON.stringify(campaign.id)}` };
    const text = JSON.stringify(campaign);
    if (Buffer.byteLength(text) > MAX_CAMPAIGN_BYTES) return { ok: false, error: 'the campaign would exceed the 2 MB limit' };
    const written = writeFileAtomically(this.dir, `${campaign.id}${EXTENSION}`, text);
    return written.ok ? written : { ok: false, error: `could not write the campaign: ${written.error}` };
  }

  /** Removes temp files left by a write that a killed host never finished; returns their names. */
  removeOrphanTemps(): string[] {
    return removeOrphanTempFiles(this.dir, (target) => target.endsWith(EXTENSION) && CAMPAIGN_ID_PATTERN.test(target.slice(0, -EXTENSION.length)));
  }

  /** Reads and checks one campaign. Never writes anything, so a damaged file stays as it is. */
  load(id: string): Result<CampaignFile> {
    if (!CAMPAIGN_ID_PATTERN.test(id)) return { ok: false, error: `invalid campaign id ${JSON.stringify(String(id).slice(0, 80))}` };
    const read = readSmallRegularFile(path.join(this.dir, `${id}${EXTENSION}`), MAX_CAMPAIGN_BYTES);
    if (!read.ok) return { ok: false, error: read.error.replace(/there is no save/, 'there is no campaign') };
    const parsed = parseCampaign(read.value);
    return parsed.ok ? parsed : { ok: false, error: `campaign "${id}": ${parsed.error}` };
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
    if (!CAMPAIGN_ID_PATTERN.test(id)) return { ok: false, error: 'invalid campaign id' };
    const file = path.join(this.dir, `${id}${EXTENSION}`);
    try {
      if (!fs.lstatSync(file).isFile()) return { ok: false, error: `campaign "${id}" is not a regular file; not deleting it` };
      fs.unlinkSync(file);
      return { ok: true };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { ok: false, error: `there is no campaign "${id}"` };
      return { ok: false, error: `could not delete campaign "${id}": ${err instanceof Error ? err.message : String(err)}` };
    }
  }

  exists(id: string): boolean {
    return CAMPAIGN_ID_PATTERN.test(id) && fs.existsSync(path.join(this.dir, `${id}${EXTENSION}`));
  }
}

/** Checks the text of a campaign file, naming the first problem in words. */
export function parseCampaign(text: string): Result<CampaignFile> {
  const json = parseLimitedJson(text, 'campaign file');
  if (!json.ok) return json;
  const head = json.value as Record<string, unknown> | null;
  if (head === null || typeof head !== 'object' || Array.isArray(head)) return { ok: false, error: 'not a Tharsis campaign (no JSON object)' };
  if (head.format !== CAMPAIGN_FORMAT) return { ok: false, error: `not a Tharsis campaign (format is ${JSON.stringify(head.format ?? null).slice(0, 40)})` };
  if (typeof head.version === 'number' && head.version > CAMPAIGN_VERSION) {
    return { ok: false, error: `this campaign was made by a newer version of Tharsis (version ${head.version}, supported ${CAMPAIGN_VERSION})` };
  }
  return checked(campaignFileSchema.safeParse(json.value), 'damaged campaign');
}

/** A zod result as a Result, with its first issue in words. */
export function checked<T>(parsed: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }, label: string): Result<T> {
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? issue.path.map(String).join('.') : 'file';
  return { ok: false, error: `${label}: ${where}: ${issue?.message ?? 'invalid'}` };
}
