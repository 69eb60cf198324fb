// Browser mode's server: static files (with fallback and no traversal), CSP, and the WebSocket to the hub.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Hub } from '../../src/host/hub';
import { SaveStore } from '../../src/host/saveStore';
import { startServer, staticFileFor, type RunningServer } from '../../src/host/server';
import type { HostMessage } from '../../src/shared/protocol';
import { createFakeEngine } from './support/fakeEngine';
import { useTempDirs } from './support/tempDir';

const tempDir = useTempDirs();
const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

function builtRenderer(): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Tharsis</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'app.css'), 'body{}');
  return dir;
}

const LAUNCH_KEY = 'test-launch-key-0123456789abcdef';

async function serve(rendererDir: string): Promise<RunningServer> {
  const hub = new Hub({ engines: { tm: createFakeEngine() }, store: new SaveStore(tempDir()), version: 'test' });
  const server = await startServer({ hub, port: 0, rendererDir, launchKey: LAUNCH_KEY });
  running.push(server);
  return server;
}

/** A raw GET, so paths are sent exactly as written (fetch would normalise "..") . */
function get(
  server: RunningServer,
  path: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: server.host, port: server.port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A WebSocket to the server, presenting the launch key unless told otherwise (key: null). */
function openSocket(
  server: RunningServer,
  headers: Record<string, string> = {},
  key: string | null = LAUNCH_KEY,
): Promise<{ ws: WebSocket; next(): Promise<HostMessage> }> {
  return new Promise((resolve, reject) => {
    const query = key === null ? '' : `?key=${encodeURIComponent(key)}`;
    const ws = new WebSocket(`ws://${server.host}:${server.port}/ws${query}`, { headers });
    const queue: HostMessage[] = [];
    const waiters: ((m: HostMessage) => void)[] = [];
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as HostMessage;
      const waiter = waiters.shift();
      if (waiter) waiter(message);
      else queue.push(message);
    });
    ws.once('open', () =>
      resolve({
        ws,
        next: () => new Promise((r) => (queue.length ? r(queue.shift()!) : waiters.push(r))),
      }),
    );
    ws.once('error', reject);
  });
}

describe('browser-mode server', () => {
  it('listens on loopback on any free port', async () => {
    const server = await serve(builtRenderer());
    expect(server.host).toBe('127.0.0.1');
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/#key=${LAUNCH_KEY}`);
  });

  it('serves index.html with a Content-Security-Policy, assets with their types, and routes fall back to index.html', async () => {
    const server = await serve(builtRenderer());
    const index = await get(server, '/');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(index.body).toContain('<title>Tharsis</title>');
    expect(index.headers['content-security-policy']).toMatch(/default-src 'self'.*script-src 'self'/);
    expect(index.headers['content-security-policy']).toContain(`ws://127.0.0.1:${server.port}`);
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(server, '/assets/app.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get(server, '/assets/app.css')).headers['content-type']).toBe('text/css; charset=utf-8');
    expect((await get(server, '/game/123')).body).toContain('<title>Tharsis</title>');
    expect((await get(server, '/assets/missing.js')).status).toBe(404);
    const head = await get(server, '/', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await get(server, '/', 'POST')).status).toBe(405);
  });

  it.each(['/../../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2f..%2fetc%2fpasswd', '/assets/..%5c..%5cpackage.json', '/%00', '/%E0%A4%A'])(
    'never serves anything outside the renderer folder: %s',
    async (path) => {
      const server = await serve(builtRenderer());
      const res = await get(server, path);
      expect(res.body).not.toMatch(/root:|"name"/);
      expect([200, 400, 404]).toContain(res.status);
      if (res.status === 200) expect(res.body).toContain('<title>Tharsis</title>');
    },
  );

  it('maps URLs to files inside the root only', () => {
    const root = '/srv/renderer';
    expect(staticFileFor(root, '/')).toBe('/srv/renderer/index.html');
    expect(staticFileFor(root, '/assets/a.js?v=1')).toBe('/srv/renderer/assets/a.js');
    expect(staticFileFor(root, '/..%2f..%2fetc%2fpasswd')).toBeNull();
    expect(staticFileFor(root, '/%2e%2e%2fsecret')).toBeNull();
    expect(staticFileFor(root, '/a%00b')).toBeNull();
    expect(staticFileFor(root, '/%E0%A4%A')).toBeNull();
  });

  it('answers 503 with an explanation when the renderer is not built', async () => {
    const server = await serve(join(tempDir(), 'not-built'));
    const res = await get(server, '/');
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/npm run build/);
  });

  it('speaks the protocol over /ws: hello -> welcome, malformed -> error', async () => {
    const server = await serve(builtRenderer());
    const { ws, next } = await openSocket(server);
    ws.send(JSON.stringify({ type: 'hello' }));
    expect(await next()).toEqual({ type: 'welcome', version: 'test' });
    expect(await next()).toEqual({ type: 'noGame' });
    ws.send('{ this is not json');
    expect(await next()).toEqual({ type: 'error', message: { key: 'host.protocol.notJson' } });
    ws.send(JSON.stringify({ type: 'teleport' }));
    expect(await next()).toMatchObject({ type: 'error', message: { key: expect.stringMatching(/^host\.protocol\.malformed/) } });
    ws.close();
  });

  it('accepts the page it served and refuses WebSockets from other web pages', async () => {
    const server = await serve(builtRenderer());
    const own = await openSocket(server, { Origin: `http://127.0.0.1:${server.port}` });
    own.ws.close();
    await expect(openSocket(server, { Origin: 'http://evil.example' })).rejects.toThrow(/403/);
  });

  it('refuses a DNS-rebinding page: Host and Origin must name loopback with the port, on HTTP and on the upgrade', async () => {
    const server = await serve(builtRenderer());
    const rebound = { Host: `rebind.example:${server.port}`, Origin: `http://rebind.example:${server.port}` };
    await expect(openSocket(server, rebound)).rejects.toThrow(/403/);
    expect((await get(server, '/', 'GET', { Host: `rebind.example:${server.port}` })).status).toBe(403);
    // Same name, other port; loopback name without a port; a foreign Origin with the right Host.
    await expect(openSocket(server, { Host: `127.0.0.1:${server.port + 1}` })).rejects.toThrow(/403/);
    await expect(openSocket(server, { Host: '127.0.0.1' })).rejects.toThrow(/403/);
    await expect(openSocket(server, { Origin: `http://rebind.example:${server.port}` })).rejects.toThrow(/403/);
    expect((await get(server, '/', 'GET', { Origin: 'http://evil.example' })).status).toBe(403);
    // Every loopback name with the right port is this host.
    for (const name of ['127.0.0.1', 'localhost', '[::1]']) {
      const own = await openSocket(server, { Host: `${name}:${server.port}`, Origin: `http://${name}:${server.port}` });
      own.ws.close();
      expect((await get(server, '/', 'GET', { Host: `${name}:${server.port}` })).status).toBe(200);
    }
  });

  it('trusts no connection without this launch key, with or without an Origin', async () => {
    const server = await serve(builtRenderer());
    // Another program or user on this machine (no Origin), and our own page without the key.
    await expect(openSocket(server, {}, null)).rejects.toThrow(/403/);
    await expect(openSocket(server, { Origin: `http://127.0.0.1:${server.port}` }, null)).rejects.toThrow(/403/);
    await expect(openSocket(server, {}, 'a-key-from-an-earlier-launch-000')).rejects.toThrow(/403/);
    const keyed = await openSocket(server, {}, LAUNCH_KEY);
    keyed.ws.send(JSON.stringify({ type: 'hello' }));
    expect(await keyed.next()).toEqual({ type: 'welcome', version: 'test' });
    keyed.ws.close();
  });

  it('makes a new launch key every time it starts', async () => {
    const hub = new Hub({ engines: { tm: createFakeEngine() }, store: new SaveStore(tempDir()), version: 'test' });
    const first = await startServer({ hub, port: 0, rendererDir: builtRenderer() });
    const second = await startServer({ hub, port: 0, rendererDir: builtRenderer() });
    running.push(first, second);
    const keyOf = (url: string) => /#key=([A-Za-z0-9_-]+)$/.exec(url)?.[1];
    expect(keyOf(first.url)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keyOf(first.url)).not.toBe(keyOf(second.url));
  });

  it('refuses upgrades on other paths', async () => {
    const server = await serve(builtRenderer());
    await expect(
      new Promise((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${server.port}/other`);
        ws.once('open', resolve);
        ws.once('error', reject);
      }),
    ).rejects.toThrow(/403/);
  });
});
