// The Electron shell's wiring, against a test double of Electron's API (no Electron binary runs here):
// window options, the app: protocol instead of file://, navigation and redirect guards by exact origin,
// guards on every web contents, permissions, the CSP, and IPC to the hub only from our top frame.
// Each check fails if the guard it covers is removed from src/main.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CampaignService } from '../../src/host/campaigns/campaignService';
import { CampaignStore } from '../../src/host/campaigns/campaignStore';
import { campaignsDirOf } from '../../src/host/campaigns/campaignsDir';
import { SaveStore } from '../../src/host/saveStore';
import { ENGINES } from '../../src/host/systems';
import { MESSAGE_CHANNEL, SEND_CHANNEL } from '../../src/shared/bridge';
import { EXPORT_CAMPAIGN_CHANNEL, IMPORT_CAMPAIGN_CHANNEL } from '../../src/shared/campaignFile';
import * as electron from './support/fakeElectron';
import { SYSTEM_LANGUAGES_ARG } from '../../src/shared/bridge';
import { msg } from '../../src/shared/message';

vi.mock('electron', async () => await import('./support/fakeElectron'));

let outDir = '';
let started: Promise<void>;

beforeAll(async () => {
  // Kept for the whole file (the shell serves from it in every test); it lives under the OS temp folder.
  outDir = mkdtempSync(join(tmpdir(), 'tharsis-shell-out-'));
  mkdirSync(join(outDir, 'renderer', 'assets'), { recursive: true });
  writeFileSync(join(outDir, 'renderer', 'index.html'), '<!doctype html><title>Tharsis</title>');
  writeFileSync(join(outDir, 'renderer', 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(outDir, 'secret.txt'), 'not part of the UI');
  const { startShell } = await import('../../src/main/shell');
  started = startShell({ outDir });
  // The scheme must be registered while Electron is still starting.
  await Promise.resolve();
  electron.app.becomeReady();
  await started;
});

afterAll(() => {
  for (const dir of [outDir, electron.app.userData]) rmSync(dir, { recursive: true, force: true });
});

function mainWindow(): electron.BrowserWindow {
  const win = electron.BrowserWindow.all[0];
  if (!win) throw new Error('no window was created');
  return win;
}

function navigationPrevented(contents: electron.FakeWebContents, eventName: string, url: string): boolean {
  const event = electron.fakeEvent(url);
  if (eventName === 'will-frame-navigate') contents.emit(eventName, event);
  else contents.emit(eventName, event, url);
  return event.defaultPrevented;
}

const FOREIGN_URLS = [
  'https://evil.example/',
  'app://tharsis.evil.example/index.html',
  'app://evil/index.html',
  'app://tharsis@evil.example/index.html',
  'app://someone@tharsis/index.html',
  'file:///etc/passwd',
  `file://${process.cwd()}/out/renderer/index.html`,
  'javascript:alert(1)',
];

describe('Electron shell', () => {
  it('opens one sandboxed, isolated window on app://tharsis/, not file://', () => {
    const win = mainWindow();
    expect(win.loadedUrl).toBe('app://tharsis/index.html');
    expect(win.loadedFile).toBeNull();
    expect(win.options.webPreferences).toMatchObject({
      preload: join(outDir, 'preload', 'index.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it("hands the renderer the system's languages, all of them, for its first language", () => {
    const win = mainWindow();
    const prefs = win.options.webPreferences as { additionalArguments?: string[] };
    expect(prefs.additionalArguments).toEqual([`${SYSTEM_LANGUAGES_ARG}de-DE,en-US`]);
  });

  it('registers app: as a standard, secure scheme before the app is ready', () => {
    expect(electron.protocol.registeredBeforeReady).toBe(true);
    expect(electron.protocol.privileged).toEqual([{ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }]);
  });

  it('serves only the renderer folder over app:, with the CSP', async () => {
    const handler = electron.protocol.handlers.get('app');
    if (!handler) throw new Error('no app: handler');
    const index = await handler(new Request('app://tharsis/index.html'));
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('content-security-policy')).toMatch(/script-src 'self'.*frame-ancestors 'none'/);
    expect(await index.text()).toContain('<title>Tharsis</title>');
    expect((await handler(new Request('app://tharsis/assets/app.js'))).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    for (const url of ['app://tharsis/../secret.txt', 'app://tharsis/%2e%2e/secret.txt', 'app://tharsis/..%2fsecret.txt', 'app://other/index.html', 'app://tharsis/missing.js']) {
      expect((await handler(new Request(url))).status, url).toBe(404);
    }
  });

  it('keeps the window on our own origin: navigation, frame navigation and redirects elsewhere are stopped', () => {
    const contents = mainWindow().webContents;
    for (const eventName of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      for (const url of FOREIGN_URLS) expect(navigationPrevented(contents, eventName, url), `${eventName} ${url}`).toBe(true);
      expect(navigationPrevented(contents, eventName, 'app://tharsis/index.html')).toBe(false);
    }
    expect(contents.windowOpenHandler?.({ url: 'app://tharsis/index.html' })).toEqual({ action: 'deny' });
    const webview = electron.fakeEvent();
    contents.emit('will-attach-webview', webview, {}, {});
    expect(webview.defaultPrevented).toBe(true);
  });

  it('guards every web contents created later, not just the first window', () => {
    const later = electron.app.createContents();
    expect(navigationPrevented(later, 'will-navigate', 'https://evil.example/')).toBe(true);
    expect(navigationPrevented(later, 'will-redirect', 'https://evil.example/')).toBe(true);
    expect(later.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
  });

  it('grants no permission and adds the CSP to every response', () => {
    const session = electron.session.defaultSession;
    const answers: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      session.permissionRequestHandler?.(mainWindow().webContents, permission, (granted) => answers.push(granted));
      expect(session.permissionCheckHandler?.(mainWindow().webContents, permission), permission).toBe(false);
    }
    expect(answers).toEqual([false, false, false, false, false]);
    let headers: Record<string, string[]> | undefined;
    session.headersListener?.({ responseHeaders: { 'Content-Type': ['text/html'] } }, (response) => (headers = response.responseHeaders));
    expect(headers?.['Content-Security-Policy']?.[0]).toMatch(/default-src 'self'.*object-src 'none'/);
    expect(headers?.['Content-Type']).toEqual(['text/html']);
  });

  it('passes IPC to the hub only from our page in its top frame; the window is the trusted host window', async () => {
    const contents = mainWindow().webContents;
    const listener = electron.ipcMain.listeners.get(SEND_CHANNEL)?.[0];
    if (!listener) throw new Error('no IPC listener');
    const replies = () => contents.sent.filter((m) => m.channel === MESSAGE_CHANNEL).map((m) => JSON.parse(String(m.args[0])) as { type: string });
    const top = { url: 'app://tharsis/index.html', parent: null };
    const hello = JSON.stringify({ type: 'hello' });
    listener({ sender: contents, senderFrame: { url: 'app://tharsis/index.html', parent: top } }, hello); // a subframe
    listener({ sender: contents, senderFrame: { url: 'https://evil.example/', parent: null } }, hello); // navigated away
    listener({ sender: contents, senderFrame: top }, { type: 'hello' }); // not text
    expect(replies()).toEqual([]);
    listener({ sender: contents, senderFrame: top }, hello);
    expect(replies().map((m) => m.type)).toEqual(['welcome', 'noGame']);
    // Trusted: the host window may list saves (a LAN visitor may not).
    listener({ sender: contents, senderFrame: top }, JSON.stringify({ type: 'listSaves', requestId: 's' }));
    // The saves list is read from disk asynchronously.
    await vi.waitFor(() => expect(replies().at(-1)?.type).toBe('saves'));
  });

  it('exports and imports campaigns through the native dialogs, only for our top frame', async () => {
    const savesDir = join(electron.app.userData, 'saves');
    const service = new CampaignService({ engines: ENGINES, saves: new SaveStore(savesDir, { onSkipped: () => {} }), campaigns: new CampaignStore(campaignsDirOf(savesDir)) });
    const created = service.create({ name: 'Shell club', system: 'tiny', seats: [{ name: 'Ada', kind: 'bot', level: 'basic' }, { name: 'Bo', kind: 'bot', level: 'random' }], rules: {} });
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const exportCall = electron.ipcMain.handlers.get(EXPORT_CAMPAIGN_CHANNEL);
    const importCall = electron.ipcMain.handlers.get(IMPORT_CAMPAIGN_CHANNEL);
    if (!exportCall || !importCall) throw new Error('no campaign file handlers');
    const contents = mainWindow().webContents;
    const top = { sender: contents, senderFrame: { url: 'app://tharsis/index.html', parent: null } };
    const foreign = { sender: contents, senderFrame: { url: 'https://evil.example/', parent: null } };
    const file = join(electron.app.userData, 'club.json');

    expect(await exportCall(foreign, created.value.id)).toMatchObject({ ok: false });
    expect(await importCall(foreign, {})).toMatchObject({ ok: false });
    expect(electron.dialog.calls).toEqual([]);

    electron.dialog.saveAnswers.push({ canceled: true });
    expect(await exportCall(top, created.value.id)).toMatchObject({ ok: false, cancelled: true });
    electron.dialog.saveAnswers.push({ canceled: false, filePath: file });
    expect(await exportCall(top, created.value.id)).toEqual({ ok: true, name: 'club.json' });
    expect(electron.dialog.calls.at(-1)?.options.defaultPath).toBe('Shell-club.tharsis-campaign.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).campaign.name).toBe('Shell club');

    // The campaign is already here: the player is asked, and the choice reuses the file picked before.
    electron.dialog.openAnswers.push({ canceled: false, filePaths: [file] });
    expect(await importCall(top, {})).toEqual({ ok: false, conflict: true, error: msg('host.campaignFile.alreadyHere', { name: 'Shell club' }) });
    const dialogs = electron.dialog.calls.length;
    expect(await importCall(top, { choice: 'keepBoth' })).toEqual({ ok: true, name: 'Shell club (2)' });
    expect(electron.dialog.calls.length).toBe(dialogs);
    expect(service.list().campaigns.map((c) => c.name).sort()).toEqual(['Shell club', 'Shell club (2)']);
    expect(await importCall(top, { choice: 'bogus' })).toEqual({ ok: false, error: msg('host.campaignFile.unknownChoice') });
    // A file that is not a campaign is refused with its reason.
    writeFileSync(file, 'not json');
    electron.dialog.openAnswers.push({ canceled: false, filePaths: [file] });
    expect(await importCall(top, {})).toEqual({ ok: false, error: msg('host.file.notJson', { kind: 'campaignExport' }) });
  });
});

