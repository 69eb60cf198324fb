// The bot campaign command (`npm run campaign`, cli.ts): create or continue a campaign, import or export
// one, play games with bots at full speed, and summarise it in one JSON line. Without the process around
// it, so tests run it in place.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { SYSTEM_IDS, type SystemId } from '../../shared/systems';
import { readSmallRegularFile, resolveSavesDir, SaveStore } from '../saveStore';
import { ENGINES } from '../systems';
import { defaultUserDataDir } from '../userDataDir';
import { CampaignService } from './campaignService';
import { CampaignStore } from './campaignStore';
import { exportCampaign, importCampaign, MAX_CAMPAIGN_EXPORT_BYTES, type ImportChoice } from './campaignTransfer';
import { campaignsDirOf } from './campaignsDir';
import { refusalLine } from '../answer';

/** A mistake in the command's arguments or a refusal the person can act on (exit code 2). */
export class UsageError extends Error {}

/** Runs the command with these arguments (no program name) and returns the JSON line it prints. */
export function runCampaignCommand(args: string[]): string {
  const { values } = parseArgs({
    args,
    options: {
      name: { type: 'string' },
      game: { type: 'string', default: 'tm' },
      players: { type: 'string' },
      bots: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
      saves: { type: 'string' },
      export: { type: 'string' },
      import: { type: 'string' },
      replace: { type: 'boolean', default: false },
      'keep-both': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const savesDir = resolveSavesDir(values.saves, path.join(defaultUserDataDir(), 'saves'));
  const saves = new SaveStore(savesDir, { onSkipped: () => {} });
  const campaigns = new CampaignStore(campaignsDirOf(savesDir));
  const seedText = values.seed;
  const service = new CampaignService({
    engines: ENGINES,
    saves,
    campaigns,
    // A given seed makes every deck of the campaign reproducible: one seed per game, from its number.
    seed: seedText === undefined ? undefined : (campaign) => `${seedText}-${campaign.games.length + 1}`,
  });

  let campaignId: string | undefined;
  if (values.import) {
    const read = readSmallRegularFile(path.resolve(values.import), MAX_CAMPAIGN_EXPORT_BYTES);
    if (!read.ok) throw new UsageError(refusalLine(read.error));
    const choice: ImportChoice | undefined = values.replace ? 'replace' : values['keep-both'] ? 'keepBoth' : undefined;
    const imported = importCampaign(campaigns, saves, read.value, choice);
    if (!imported.ok) throw new UsageError(imported.conflict ? `${refusalLine(imported.error)} (--replace or --keep-both)` : refusalLine(imported.error));
    campaignId = imported.value.id;
  }
  if (values.name !== undefined) {
    campaignId = campaigns.list().campaigns.find((c) => c.name === values.name!.trim())?.id ?? createFromFlags(service, values);
  }
  if (campaignId === undefined) throw new UsageError('name the campaign with --name (or bring one in with --import)');

  // Importing only imports; playing on is asked for with --games. A named campaign plays one game unless told.
  const games = Number(values.games ?? (values.import ? '0' : '1'));
  if (!Number.isInteger(games) || games < 0 || games > 1000) throw new UsageError('--games is a number from 0 to 1000');
  for (let played = 0; played < games; played++) {
    const next = service.continue(campaignId, { botDelayMs: 0 });
    if (!next.ok) throw new UsageError(refusalLine(next.error));
    const { session } = next.value;
    const finished = session.status === 'finished';
    session.close();
    if (!finished) throw new UsageError('the game waits for a person; the command line plays bot seats only');
  }

  if (values.export) {
    const bundle = exportCampaign(campaigns, saves, campaignId);
    if (!bundle.ok) throw new UsageError(refusalLine(bundle.error));
    fs.writeFileSync(path.resolve(values.export), JSON.stringify(bundle.value));
  }
  const summary = service.summary(campaignId);
  if (!summary.ok) throw new UsageError(refusalLine(summary.error));
  const { name, games: total, finished, standings } = summary.value;
  return JSON.stringify({ name, games: total, finished, standings: standings.map(({ seat, name, played, wins, avgScore, rating }) => ({ seat, name, played, wins, avgScore, rating })) });
}

function createFromFlags(service: CampaignService, values: { name?: string; game?: string; players?: string; bots?: string }): string {
  const system = values.game as SystemId;
  if (!(SYSTEM_IDS as readonly string[]).includes(system)) throw new UsageError(`--game is one of ${SYSTEM_IDS.join(', ')}`);
  const levels = (values.bots ?? '').split(',').map((level) => level.trim()).filter(Boolean);
  const players = values.players === undefined ? levels.length : Number(values.players);
  if (!Number.isInteger(players) || players < 1 || players > 5) throw new UsageError('--players is a number from 1 to 5');
  if (levels.length !== players) throw new UsageError(`--bots names one level per player (${players}), e.g. --bots greedy,random`);
  const created = service.create({
    name: values.name,
    system,
    seats: levels.map((level, i) => ({ name: `${level[0]!.toUpperCase()}${level.slice(1)} ${i + 1}`.slice(0, 24), kind: 'bot', level })),
    rules: system === 'tm' && players === 1 ? { solo: true } : {},
  });
  if (!created.ok) throw new UsageError(refusalLine(created.error));
  return created.value.id;
}
