// What players do with campaigns: create, continue, rename, archive, change rules, delete, and carry
// them between computers. Campaign files hold the seats and each game's result; the games are saves in
// the save store. Results are read from finished saves when needed, so a game that ended while nobody
// was looking (or before an import) is counted the same way.
import { CAMPAIGN_FORMAT, CAMPAIGN_VERSION, newCampaignSchema, type CampaignFile, type CampaignStats, type CampaignSummary } from '../../shared/campaign';
import type { SystemId } from '../../shared/systems';
import type { AnyGameEngine } from '../engine';
import type { Result, SaveStore } from '../saveStore';
import { newGameId, Session, type SessionOptions } from '../session';
import { savedState } from '../replay/savedState';
import { campaignStatsOf } from '../stats/campaignStats';
import { checked, type CampaignStore, type SkippedCampaign } from './campaignStore';
import { resultOf } from './gameResult';
import { freshSeed, planNextGame } from './nextGame';
import { standingsOf } from './standings';
import { msg } from '../../shared/message';
import type { Answer } from '../answer';

export interface CampaignServiceOptions {
  engines: Readonly<Partial<Record<SystemId, AnyGameEngine>>>;
  saves: SaveStore;
  campaigns: CampaignStore;
  now?: () => Date;
  /** Seeds of new games; by default a fresh secret one each time (tests and the command line pass their own). */
  seed?: (campaign: CampaignFile) => string;
}

/** How a session is to be run (bots, delay): everything but the engine and the store, which the service picks. */
export type SessionRunOptions = Omit<SessionOptions, 'engine' | 'store'>;

export class CampaignService {
  private readonly options: CampaignServiceOptions;
  private readonly now: () => Date;

  constructor(options: CampaignServiceOptions) {
    this.options = options;
    this.now = options.now ?? (() => new Date());
  }

  get store(): CampaignStore {
    return this.options.campaigns;
  }

  /** A new campaign from untrusted choices; its first game's setup is checked now, not when it starts. */
  create(input: unknown): Answer<CampaignFile> {
    const parsed = checked(newCampaignSchema.safeParse(input), 'newCampaign');
    if (!parsed.ok) return parsed;
    const { name, system, seats, rules } = parsed.value;
    const now = this.now();
    const campaign: CampaignFile = {
      format: CAMPAIGN_FORMAT,
      version: CAMPAIGN_VERSION,
      id: newGameId(now, 'campaign'),
      name,
      system,
      createdAt: now.toISOString(),
      archived: false,
      seats,
      rules,
      games: [],
    };
    const playable = this.checkPlayable(campaign);
    if (!playable.ok) return playable;
    const written = this.options.campaigns.write(campaign);
    return written.ok ? { ok: true, value: campaign } : written;
  }

  /**
   * Resumes the game in progress, or starts the next one (rotated first player, fresh seed). The
   * session autosaves into the save store like any game.
   */
  continue(id: string, run: SessionRunOptions = {}): Answer<{ campaign: CampaignFile; session: Session }> {
    const loaded = this.refreshed(id);
    if (!loaded.ok) return loaded;
    const campaign = loaded.value;
    if (campaign.archived) return { ok: false, error: msg('host.campaign.archived', { name: campaign.name }) };
    const engine = this.engineOf(campaign);
    if (!engine.ok) return engine;
    const sessionOptions: SessionOptions = { ...run, engine: engine.value, store: this.options.saves };
    const current = campaign.games.at(-1);
    if (current && current.result === null) {
      const save = this.options.saves.load(current.gameId);
      if (!save.ok) return { ok: false, error: msg('host.campaign.couldNotLoad', { detail: save.error }) };
      const resumed = Session.resume(save.value, current.gameId, sessionOptions);
      if (!resumed.ok) return { ok: false, error: msg('host.campaign.couldNotResume', { detail: resumed.error }) };
      return { ok: true, value: { campaign, session: resumed.value } };
    }
    const plan = planNextGame(campaign, this.options.seed?.(campaign) ?? freshSeed());
    const gameId = newGameId(this.now(), campaign.system);
    const next: CampaignFile = { ...campaign, games: [...campaign.games, { gameId, startedAt: this.now().toISOString(), order: plan.order, rules: { ...campaign.rules }, result: null }] };
    // The campaign names the game before the game exists, so a crash in between leaves a record whose
    // save is missing (dropped on the next refresh) rather than a game that belongs to no campaign.
    const written = this.options.campaigns.write(next);
    if (!written.ok) return written;
    const created = Session.create(plan.setup, sessionOptions, gameId);
    if (!created.ok) return { ok: false, error: msg('host.campaign.couldNotStart', { detail: created.error }) };
    return { ok: true, value: { campaign: next, session: created.value } };
  }

  /** The campaign with every game that has finished since it was last looked at counted in. */
  refreshed(id: string): Answer<CampaignFile> {
    const loaded = this.options.campaigns.load(id);
    if (!loaded.ok) return loaded;
    const campaign = loaded.value;
    const engine = this.engineOf(campaign);
    if (!engine.ok) return { ok: true, value: campaign };
    let changed = false;
    const games = campaign.games.flatMap((game) => {
      if (game.result !== null) return [game];
      const save = this.options.saves.load(game.gameId);
      if (!save.ok) {
        // The save is gone (deleted from the Load screen, or the host stopped before writing it).
        if (!this.options.saves.exists(game.gameId)) {
          changed = true;
          return [];
        }
        return [game];
      }
      if (!save.value.meta.finished) return [game];
      const state = savedState(engine.value, save.value, game.gameId);
      const result = state === null ? null : resultOf(engine.value, state, game.order, new Date(save.value.meta.savedAt));
      if (result === null) return [game];
      changed = true;
      return [{ ...game, result }];
    });
    if (!changed) return { ok: true, value: campaign };
    const updated = { ...campaign, games };
    const written = this.options.campaigns.write(updated);
    return written.ok ? { ok: true, value: updated } : written;
  }

  rename(id: string, name: string): Answer<CampaignFile> {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > 60) return { ok: false, error: msg('host.campaign.nameLength', { max: 60 }) };
    return this.update(id, (campaign) => ({ ok: true, value: { ...campaign, name: trimmed } }));
  }

  setArchived(id: string, archived: boolean): Answer<CampaignFile> {
    return this.update(id, (campaign) => ({ ok: true, value: { ...campaign, archived } }));
  }

  /** New rules for the next games (the game in progress keeps its own). */
  setRules(id: string, rules: Record<string, unknown>): Answer<CampaignFile> {
    return this.update(id, (campaign) => {
      const next = { ...campaign, rules };
      const playable = this.checkPlayable(next);
      return playable.ok ? { ok: true, value: next } : playable;
    });
  }

  /** Deletes the campaign file only: its games stay in the save list's history. */
  delete(id: string): Answer<void> {
    const deleted = this.options.campaigns.delete(id);
    return deleted.ok ? { ok: true, value: undefined } : deleted;
  }

  /** Every readable campaign with its standings, and the files that were refused (with why). */
  list(): { campaigns: CampaignSummary[]; skipped: SkippedCampaign[] } {
    const { campaigns, skipped } = this.options.campaigns.list();
    const summaries = campaigns.map((campaign) => {
      const refreshed = this.refreshed(campaign.id);
      return summaryOf(refreshed.ok ? refreshed.value : campaign);
    });
    return { campaigns: summaries, skipped };
  }

  summary(id: string): Answer<CampaignSummary> {
    const refreshed = this.refreshed(id);
    return refreshed.ok ? { ok: true, value: summaryOf(refreshed.value) } : refreshed;
  }

  /** Lengths, records, corporations and cards across the campaign's finished games. */
  stats(id: string): Answer<CampaignStats> {
    const refreshed = this.refreshed(id);
    if (!refreshed.ok) return refreshed;
    const engine = this.engineOf(refreshed.value);
    return engine.ok ? { ok: true, value: campaignStatsOf(refreshed.value, engine.value, this.options.saves) } : engine;
  }

  private update(id: string, change: (campaign: CampaignFile) => Answer<CampaignFile>): Answer<CampaignFile> {
    const loaded = this.options.campaigns.load(id);
    if (!loaded.ok) return loaded;
    const changed = change(loaded.value);
    if (!changed.ok) return changed;
    const written = this.options.campaigns.write(changed.value);
    return written.ok ? changed : written;
  }

  private engineOf(campaign: CampaignFile): Answer<AnyGameEngine> {
    const engine = this.options.engines[campaign.system];
    return engine ? { ok: true, value: engine } : { ok: false, error: msg('host.error.cannotPlay', { game: msg(`common.system.${campaign.system}`) }) };
  }

  /** Whether the next game of a campaign would be accepted by its engine (seats, bot levels, rules). */
  private checkPlayable(campaign: CampaignFile): Answer<void> {
    const engine = this.engineOf(campaign);
    if (!engine.ok) return engine;
    const plan = planNextGame(campaign, 'check');
    const parsed = checked(engine.value.setupSchema.safeParse(plan.setup), 'campaignSetup');
    return parsed.ok ? { ok: true, value: undefined } : parsed;
  }
}

export function summaryOf(campaign: CampaignFile): CampaignSummary {
  const last = campaign.games.at(-1);
  return {
    id: campaign.id,
    name: campaign.name,
    system: campaign.system,
    createdAt: campaign.createdAt,
    archived: campaign.archived,
    seats: campaign.seats,
    rules: campaign.rules,
    games: campaign.games.length,
    finished: campaign.games.filter((game) => game.result !== null).length,
    current: last && last.result === null ? last.gameId : null,
    history: campaign.games.map(({ gameId, result }) => ({ gameId, result })),
    standings: standingsOf(campaign),
  };
}
