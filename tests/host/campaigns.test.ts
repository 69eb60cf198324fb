// Campaigns at the host: create, continue (resume or next game), standings and ratings, rename/archive/
// delete, export → import, and hostile campaign files. Played with TINYforming Mars bots (short games).
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CampaignService } from '../../src/host/campaigns/campaignService';
import { CampaignStore } from '../../src/host/campaigns/campaignStore';
import { campaignsDirOf } from '../../src/host/campaigns/campaignsDir';
import { copyName, exportCampaign, importCampaign } from '../../src/host/campaigns/campaignTransfer';
import { SaveStore } from '../../src/host/saveStore';
import { ENGINES } from '../../src/host/systems';
import { historyStatsOf } from '../../src/host/stats/campaignStats';
import type { CampaignSeat } from '../../src/shared/campaign';
import { useTempDirs } from './support/tempDir';
import { refusalLine } from '../../src/host/answer';
import { msg, type Message } from '../../src/shared/message';

const tempDir = useTempDirs();

const BOTS: CampaignSeat[] = [
  { name: 'Ada', kind: 'bot', level: 'basic' },
  { name: 'Bo', kind: 'bot', level: 'random' },
];

function setUp(dir = tempDir()) {
  const saves = new SaveStore(dir, { onSkipped: () => {} });
  const campaigns = new CampaignStore(campaignsDirOf(dir));
  let seeds = 0;
  const service = new CampaignService({ engines: ENGINES, saves, campaigns, seed: () => `test-${++seeds}` });
  return { dir, saves, campaigns, service };
}

function created(service: CampaignService, seats: CampaignSeat[] = BOTS, system: 'tiny' | 'dice' | 'tm' = 'tiny') {
  const result = service.create({ name: 'Friday nights', system, seats, rules: {} });
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

function playGames(service: CampaignService, id: string, count: number): void {
  for (let i = 0; i < count; i++) {
    const next = service.continue(id, { botDelayMs: 0 });
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    expect(next.value.session.status).toBe('finished');
    next.value.session.close();
  }
}

describe('campaigns', () => {
  it('plays games one after another, rotating the first seat, and counts each finished game', () => {
    const { service } = setUp();
    const campaign = created(service);
    playGames(service, campaign.id, 3);
    const summary = service.summary(campaign.id);
    if (!summary.ok) throw new Error(JSON.stringify(summary.error));
    expect(summary.value).toMatchObject({ games: 3, finished: 3, current: null });
    const loaded = service.refreshed(campaign.id);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(loaded.value.games.map((game) => game.order)).toEqual([[0, 1], [1, 0], [0, 1]]);
    const standings = summary.value.standings;
    expect(standings.map((s) => s.played)).toEqual([3, 3]);
    // Every game has exactly one winner or a shared first place; the wins add up to at least the games.
    expect(standings[0]!.wins + standings[1]!.wins).toBeGreaterThanOrEqual(3);
    for (const standing of standings) {
      const scores = loaded.value.games.map((game) => game.result!.places.find((p) => p.seat === standing.seat)!.score);
      expect(standing.bestScore).toBe(Math.max(...scores));
      expect(standing.avgScore).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / 3, 1);
    }
    const better = standings[0]!.wins > standings[1]!.wins ? 0 : 1;
    expect(standings[better]!.rating!).toBeGreaterThan(standings[1 - better]!.rating!);
  });

  it('resumes the game in progress instead of starting another', () => {
    const { service } = setUp();
    const campaign = created(service, [{ name: 'Cleo', kind: 'human' }, BOTS[0]!]);
    const first = service.continue(campaign.id, { botDelayMs: 0 });
    if (!first.ok) throw new Error(JSON.stringify(first.error));
    const { gameId } = first.value.session;
    expect(first.value.session.status).toBe('playing');
    first.value.session.close();
    const again = service.continue(campaign.id, { botDelayMs: 0 });
    if (!again.ok) throw new Error(JSON.stringify(again.error));
    expect(again.value.session.gameId).toBe(gameId);
    expect(again.value.campaign.games).toHaveLength(1);
    again.value.session.close();
    expect(service.summary(campaign.id)).toMatchObject({ ok: true, value: { current: gameId, finished: 0 } });
  });

  it('refuses seats and rules that the game cannot start, and changes rules between games', () => {
    const { service } = setUp();
    expect(service.create({ name: 'x', system: 'tiny', seats: [{ name: 'A', kind: 'bot', level: 'greedy' }, BOTS[1]], rules: {} })).toMatchObject({ ok: false });
    expect(service.create({ name: 'x', system: 'tiny', seats: BOTS, rules: { map: 'nowhere' } })).toMatchObject({ ok: false });
    const campaign = created(service);
    expect(service.setRules(campaign.id, { map: 'nowhere' })).toMatchObject({ ok: false });
    expect(service.setRules(campaign.id, { intense: true })).toMatchObject({ ok: true });
    playGames(service, campaign.id, 1);
    const loaded = service.refreshed(campaign.id);
    expect(loaded.ok && loaded.value.games[0]!.rules).toEqual({ intense: true });
  });

  it('renames, archives (no playing on) and deletes a campaign but keeps its games as saves', async () => {
    const { service, saves } = setUp();
    const campaign = created(service);
    playGames(service, campaign.id, 1);
    expect(service.rename(campaign.id, '  Saturday  ')).toMatchObject({ ok: true, value: { name: 'Saturday' } });
    expect(service.setArchived(campaign.id, true)).toMatchObject({ ok: true });
    expect(service.continue(campaign.id)).toMatchObject({ ok: false, error: { key: 'host.campaign.archived' } });
    expect(service.delete(campaign.id)).toEqual({ ok: true, value: undefined });
    expect(service.list().campaigns).toEqual([]);
    expect((await saves.list()).saves).toHaveLength(1);
  });
});

describe('standings', () => {
  it('shares a tied first place as a win for both and rates the tie evenly', () => {
    const { service, campaigns } = setUp();
    const campaign = created(service);
    const result = { finishedAt: '2026-01-01T00:00:00.000Z', generations: 9, soloWon: null, places: [{ seat: 0, score: 20, rank: 1 }, { seat: 1, score: 20, rank: 1 }] };
    campaigns.write({ ...campaign, games: [{ gameId: 'g1', startedAt: '2026-01-01T00:00:00.000Z', order: [0, 1], rules: {}, result }] });
    const { standings } = service.list().campaigns[0]!;
    expect(standings.map((s) => [s.wins, s.avgScore, s.bestScore])).toEqual([[1, 20, 20], [1, 20, 20]]);
    expect(standings[0]!.rating).toBe(standings[1]!.rating);
  });

  it('counts solo wins and scores and gives no rating', () => {
    const { service } = setUp();
    const campaign = created(service, [BOTS[0]!]);
    playGames(service, campaign.id, 2);
    const summary = service.summary(campaign.id);
    if (!summary.ok) throw new Error(JSON.stringify(summary.error));
    const loaded = service.refreshed(campaign.id);
    const wins = loaded.ok ? loaded.value.games.filter((game) => game.result!.soloWon).length : -1;
    expect(summary.value.standings).toEqual([expect.objectContaining({ played: 2, wins, rating: null })]);
  });
});

describe('export and import', () => {
  it('carries a campaign with its games to another folder with the same standings', () => {
    const home = setUp();
    const campaign = created(home.service);
    playGames(home.service, campaign.id, 2);
    const bundle = exportCampaign(home.campaigns, home.saves, campaign.id);
    if (!bundle.ok) throw new Error(refusalLine(bundle.error));
    const text = JSON.stringify(bundle.value);
    const away = setUp();
    expect(importCampaign(away.campaigns, away.saves, text)).toMatchObject({ ok: true });
    expect(away.service.summary(campaign.id)).toEqual(home.service.summary(campaign.id));
    // And the next game continues there.
    playGames(away.service, campaign.id, 1);
    expect(away.service.summary(campaign.id)).toMatchObject({ ok: true, value: { finished: 3 } });
  });

  it('asks before importing a campaign that is already here: replace it or keep both', async () => {
    const { service, campaigns, saves } = setUp();
    const campaign = created(service);
    playGames(service, campaign.id, 1);
    const bundle = exportCampaign(campaigns, saves, campaign.id);
    if (!bundle.ok) throw new Error(refusalLine(bundle.error));
    const text = JSON.stringify(bundle.value);
    expect(importCampaign(campaigns, saves, text)).toEqual({ ok: false, conflict: true, error: msg('host.campaignFile.alreadyHere', { name: 'Friday nights' }) });
    expect(importCampaign(campaigns, saves, text, 'replace')).toMatchObject({ ok: true, value: { id: campaign.id } });
    expect(service.list().campaigns).toHaveLength(1);
    const copy = importCampaign(campaigns, saves, text, 'keepBoth');
    expect(copy).toMatchObject({ ok: true, value: { name: 'Friday nights (2)' } });
    const list = service.list().campaigns;
    expect(list).toHaveLength(2);
    expect(list[0]!.standings).toEqual(list[1]!.standings);
    expect((await saves.list()).saves).toHaveLength(2);
    // A third copy takes the next free number.
    expect(importCampaign(campaigns, saves, text, 'keepBoth')).toMatchObject({ ok: true, value: { name: 'Friday nights (3)' } });
  });

  it('names a kept-both copy with the first free number, never with a word', () => {
    expect(copyName('Club', new Set(['Club']))).toBe('Club (2)');
    expect(copyName('Club', new Set(['Club', 'Club (2)', 'Club (3)']))).toBe('Club (4)');
    expect(copyName('x'.repeat(60), new Set())).toBe(`${'x'.repeat(49)} (2)`);
  });

  it('refuses an export that smuggles in a foreign or stray game', async () => {
    const { service, campaigns, saves } = setUp();
    const campaign = created(service);
    playGames(service, campaign.id, 1);
    const bundle = exportCampaign(campaigns, saves, campaign.id);
    if (!bundle.ok) throw new Error(refusalLine(bundle.error));
    const away = setUp();
    const stray = { ...bundle.value, saves: [{ ...bundle.value.saves[0]!, meta: { ...bundle.value.saves[0]!.meta, gameId: 'someone-else' } }] };
    expect(importCampaign(away.campaigns, away.saves, JSON.stringify(stray))).toEqual({ ok: false, error: msg('host.campaignFile.strangerGame', { id: 'someone-else' }) });
    const foreign = { ...bundle.value, saves: [{ ...bundle.value.saves[0]!, system: 'dice' }] };
    expect(importCampaign(away.campaigns, away.saves, JSON.stringify(foreign))).toMatchObject({ ok: false });
    expect((await away.saves.list()).saves).toEqual([]);
    expect(away.campaigns.list().campaigns).toEqual([]);
  });
});

describe('hostile campaign files', () => {
  // A file that is read but wrong is named ("Campaign "x": ..."); one that is not read at all is refused as it is.
  const inFile = (reason: Message) => msg('host.file.inCampaign', { id: 'campaign-bad', reason });
  const cases: [string, (file: string) => void, Message][] = [
    ['empty', (f) => writeFileSync(f, ''), inFile(msg('host.file.empty', { kind: 'campaign' }))],
    ['not JSON', (f) => writeFileSync(f, '{"format": "tharsis-campaign", '), inFile(msg('host.file.notJson', { kind: 'campaign' }))],
    ['foreign', (f) => writeFileSync(f, JSON.stringify({ format: 'something-else' })), inFile(msg('host.file.notACampaign', { format: '"something-else"' }))],
    ['without a format', (f) => writeFileSync(f, JSON.stringify({ hello: 1 })), inFile(msg('host.file.notACampaign', { format: msg('host.file.notGiven') }))],
    ['from the future', (f) => writeFileSync(f, JSON.stringify({ format: 'tharsis-campaign', version: 99 })), inFile(msg('host.file.newerVersion', { kind: 'campaign', version: 99, supported: 1 }))],
    ['nested too deeply', (f) => writeFileSync(f, `${'['.repeat(5000)}${']'.repeat(5000)}`), inFile(msg('host.file.tooDeep', { kind: 'campaign', max: 64 }))],
    ['too large', (f) => writeFileSync(f, ' '.repeat(3 * 1024 * 1024)), msg('host.file.tooLargeSized', { size: 3, limit: 2 })],
    ['a link', (f) => symlinkSync('/etc/hostname', f), msg('host.file.link')],
  ];

  it.each(cases)('refuses a campaign file that is %s, with a reason, and leaves it as it was', (_, make, reason) => {
    const { service, dir } = setUp();
    mkdirSync(campaignsDirOf(dir), { recursive: true });
    const file = join(campaignsDirOf(dir), 'campaign-bad.json');
    make(file);
    const before = readFileSync(file, 'utf8').length;
    const { campaigns, skipped } = service.list();
    expect(campaigns).toEqual([]);
    expect(skipped).toEqual([{ file: 'campaign-bad.json', error: reason }]);
    expect(service.continue('campaign-bad')).toEqual({ ok: false, error: reason });
    expect(service.rename('campaign-bad', 'mine now')).toMatchObject({ ok: false });
    expect(readFileSync(file, 'utf8').length).toBe(before);
  });

  it('refuses a damaged field by name', () => {
    const { service, campaigns, dir } = setUp();
    const campaign = created(service);
    const file = join(campaignsDirOf(dir), `${campaign.id}.json`);
    writeFileSync(file, JSON.stringify({ ...campaign, seats: [{ name: '', kind: 'bot' }] }));
    expect(campaigns.load(campaign.id)).toEqual({ ok: false, error: msg('host.file.inCampaign', { id: campaign.id, reason: msg('host.file.wrongField', { kind: 'campaign', field: 'seats.0.name' }) }) });
    expect(campaigns.load('../../etc/passwd')).toEqual({ ok: false, error: msg('host.file.badId', { kind: 'campaign', id: '"../../etc/passwd"' }) });
  });
});

describe('statistics across a campaign', () => {
  it('gives the average length, records, and the corporations and cards of Terraforming Mars games', () => {
    const { service } = setUp();
    const campaign = created(service, [{ name: 'Gia', kind: 'bot', level: 'greedy' }, { name: 'Hal', kind: 'bot', level: 'greedy' }], 'tm');
    playGames(service, campaign.id, 1);
    const stats = service.stats(campaign.id);
    if (!stats.ok) throw new Error(JSON.stringify(stats.error));
    const loaded = service.refreshed(campaign.id);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const result = loaded.value.games[0]!.result!;
    expect(stats.value.games).toBe(1);
    expect(stats.value.averageLength).toBe(result.generations);
    const best = Math.max(...result.places.map((p) => p.score));
    expect(stats.value.records.find((r) => r.label === 'highestScore')).toMatchObject({ value: best, game: 1 });
    expect(stats.value.corporations.reduce((sum, c) => sum + c.played, 0)).toBe(2);
    expect(stats.value.corporations.reduce((sum, c) => sum + c.won, 0)).toBe(result.places.filter((p) => p.rank === 1).length);
    expect(stats.value.cards.length).toBeGreaterThan(0);
    expect(stats.value.cards.every((c) => c.won <= c.played)).toBe(true);
  });

  it('gives the same figures over every finished game in the saves folder (the Load screen), counted by game seats', async () => {
    const { service, saves } = setUp();
    const campaign = created(service, [{ name: 'Gia', kind: 'bot', level: 'greedy' }, { name: 'Hal', kind: 'bot', level: 'greedy' }], 'tm');
    playGames(service, campaign.id, 2);
    const inCampaign = service.stats(campaign.id);
    if (!inCampaign.ok) throw new Error(JSON.stringify(inCampaign.error));
    const listing = await saves.list();
    const history = historyStatsOf('tm', listing.saves, ENGINES.tm!, saves);
    expect(history.games).toBe(2);
    expect(history.averageLength).toBe(inCampaign.value.averageLength);
    // The same winners and cards, whichever way the seats are numbered (the campaign rotates them).
    expect(history.corporations).toEqual(inCampaign.value.corporations);
    expect(history.cards).toEqual(inCampaign.value.cards);
    expect(history.records.map((r) => [r.label, r.value, r.name])).toEqual(inCampaign.value.records.map((r) => [r.label, r.value, r.name]));
    // Another system's games are not counted.
    expect(historyStatsOf('tiny', listing.saves, ENGINES.tiny!, saves).games).toBe(0);
  });
});
