// Browser mode's campaign file route: export a campaign over HTTP and import it into a fresh host (the
// same standings), the conflict and its two answers, and the guards: launch key, Host, Origin, size,
// damaged files, and no route on a LAN listener.
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalHub } from '../../src/host/localHub';
import { MAX_CAMPAIGN_EXPORT_BYTES } from '../../src/host/campaigns/campaignTransfer';
import { CampaignService } from '../../src/host/campaigns/campaignService';
import { CampaignStore } from '../../src/host/campaigns/campaignStore';
import { campaignsDirOf } from '../../src/host/campaigns/campaignsDir';
import { SaveStore } from '../../src/host/saveStore';
import { startServer, type RunningServer } from '../../src/host/server';
import { ENGINES } from '../../src/host/systems';
import { CAMPAIGN_FILE_PATH, LAUNCH_KEY_HEADER } from '../../src/shared/campaignFile';
import { useTempDirs } from './support/tempDir';
import { msg, type Message } from '../../src/shared/message';

const tempDir = useTempDirs();
const KEY = 'campaign-file-test-key-0123456789';
const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function host(options: { remote?: boolean } = {}) {
  const dir = tempDir();
  const local = createLocalHub({ savesDir: dir, botDelayMs: 0 });
  const server = await startServer({ hub: local.hub, port: 0, rendererDir: tempDir(), launchKey: KEY, campaignFiles: local.campaignFiles, remote: options.remote });
  running.push(server, { close: async () => local.hub.close() });
  const service = new CampaignService({ engines: ENGINES, saves: new SaveStore(dir, { onSkipped: () => {} }), campaigns: new CampaignStore(campaignsDirOf(dir)) });
  return { server, service };
}

function call(server: RunningServer, path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ host: server.host, port: server.port, path, method: init.method ?? 'GET', headers: { [LAUNCH_KEY_HEADER]: KEY, ...init.headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

function finishedCampaign(service: CampaignService): string {
  const created = service.create({ name: 'Tuesday club', system: 'tiny', seats: [{ name: 'Ada', kind: 'bot', level: 'basic' }, { name: 'Bo', kind: 'bot', level: 'random' }], rules: {} });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  for (let i = 0; i < 2; i++) {
    const next = service.continue(created.value.id, { botDelayMs: 0 });
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    next.value.session.close();
  }
  return created.value.id;
}

function standingsOf(service: CampaignService) {
  return service.list().campaigns.map((c) => ({ name: c.name, finished: c.finished, standings: c.standings }));
}

describe('campaign file route (browser mode)', () => {
  it('exports a campaign and imports it into a fresh host with the same standings; a second import asks', async () => {
    const from = await host();
    const id = finishedCampaign(from.service);
    const exported = await call(from.server, `${CAMPAIGN_FILE_PATH}?id=${id}`);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="Tuesday-club.tharsis-campaign.json"');

    const to = await host();
    const post = (query = '') => call(to.server, `${CAMPAIGN_FILE_PATH}${query}`, { method: 'POST', body: exported.body, headers: { 'Content-Type': 'application/json' } });
    const first = await post();
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ ok: true, name: 'Tuesday club' });
    expect(standingsOf(to.service)).toEqual(standingsOf(from.service));
    expect(standingsOf(to.service)[0]!.finished).toBe(2);

    const again = await post();
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body)).toMatchObject({ ok: false, conflict: true });
    expect((await post('?choice=keepBoth')).status).toBe(200);
    expect(to.service.list().campaigns.map((c) => c.name).sort()).toEqual(['Tuesday club', 'Tuesday club (2)']);
    expect((await post('?choice=replace')).status).toBe(200);
    expect(to.service.list().campaigns).toHaveLength(2);
    expect((await post('?choice=both')).status).toBe(400);
  });

  it('answers only this launch on its own loopback address', async () => {
    const { server, service } = await host();
    const id = finishedCampaign(service);
    const path = `${CAMPAIGN_FILE_PATH}?id=${id}`;
    expect((await call(server, path, { headers: { [LAUNCH_KEY_HEADER]: 'wrong' } })).status).toBe(403);
    expect((await call(server, path, { headers: { [LAUNCH_KEY_HEADER]: '' } })).status).toBe(403);
    expect((await call(server, path, { headers: { Host: `attacker.example:${server.port}` } })).status).toBe(403);
    expect((await call(server, path, { headers: { Origin: 'https://attacker.example' } })).status).toBe(403);
    expect((await call(server, `${CAMPAIGN_FILE_PATH}?id=../../etc`)).status).toBe(404);
    const wrongKey = await call(server, path, { headers: { [LAUNCH_KEY_HEADER]: 'wrong' } });
    expect(JSON.parse(wrongKey.body).error).toEqual(msg('host.campaignFile.wrongKey'));
    const missing = await call(server, `${CAMPAIGN_FILE_PATH}?id=campaign-none`);
    expect(JSON.parse(missing.body).error).toEqual(msg('host.file.noSuch', { kind: 'campaign', id: 'campaign-none' }));
    const deleted = await call(server, CAMPAIGN_FILE_PATH, { method: 'DELETE' });
    expect(deleted.status).toBe(405);
    expect(JSON.parse(deleted.body).error).toEqual(msg('host.campaignFile.methodNotAllowed'));
  });

  it('refuses uploads that are too large or not a campaign, and writes nothing', async () => {
    const { server, service } = await host();
    const big = Buffer.alloc(MAX_CAMPAIGN_EXPORT_BYTES + 1, 0x20);
    const tooLarge = await call(server, CAMPAIGN_FILE_PATH, { method: 'POST', body: big });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(tooLarge.body).error).toEqual(msg('host.campaignFile.tooLarge', { limit: 64 }));
    const refusals: [string, Message][] = [
      ['', msg('host.file.empty', { kind: 'campaignExport' })],
      ['not json', msg('host.file.notJson', { kind: 'campaignExport' })],
      ['{"format":"tharsis-campaign-export","version":1}', msg('host.file.wrongField', { kind: 'campaignExport', field: 'campaign' })],
      ['['.repeat(5000), msg('host.file.notJson', { kind: 'campaignExport' })],
      [`${'['.repeat(100)}${']'.repeat(100)}`, msg('host.file.tooDeep', { kind: 'campaignExport', max: 64 })],
      ['{"format":"tharsis-save"}', msg('host.campaignFile.notAnExport')],
    ];
    for (const [body, error] of refusals) {
      const refused = await call(server, CAMPAIGN_FILE_PATH, { method: 'POST', body });
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body).error).toEqual(error);
    }
    const badChoice = await call(server, `${CAMPAIGN_FILE_PATH}?choice=merge`, { method: 'POST', body: '{}' });
    expect(JSON.parse(badChoice.body).error).toEqual(msg('host.campaignFile.unknownChoice'));
    expect(service.list().campaigns).toEqual([]);
  });

  it('is not served on a LAN listener', async () => {
    const { server, service } = await host({ remote: true });
    const id = finishedCampaign(service);
    const answer = await call(server, `${CAMPAIGN_FILE_PATH}?id=${id}`);
    expect(answer.body).not.toContain('tharsis-campaign-export');
    expect((await call(server, CAMPAIGN_FILE_PATH, { method: 'POST', body: '{}' })).status).toBe(405);
  });
});
