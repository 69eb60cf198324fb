// The Electron shell: one locked-down window and an IPC pipe to the host's hub. Everything about games,
// saves and seats lives in src/host; this file only wires windows to it.
import { app, BrowserWindow, ipcMain, session, type IpcMainEvent, type WebContents } from 'electron';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contentSecurityPolicy } from '../host/contentSecurityPolicy';
import type { HubConnection } from '../host/hub';
import { createLocalHub } from '../host/localHub';
import { resolveSavesDir } from '../host/saveStore';
import { MESSAGE_CHANNEL, SEND_CHANNEL } from '../shared/bridge';

// Built layout (electron-vite): out/main/index.js, out/preload/index.cjs, out/renderer/index.html.
const OUT_DIR = fileURLToPath(new URL('..', import.meta.url));
const PRELOAD = join(OUT_DIR, 'preload', 'index.cjs');
const RENDERER_HTML = join(OUT_DIR, 'renderer', 'index.html');
/** Set by `electron-vite dev` to its dev server; never in a packaged app. */
const DEV_URL = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;

const connections = new Map<number, HubConnection>();

function isOurPage(url: string): boolean {
  if (DEV_URL) return url.startsWith(new URL(DEV_URL).origin + '/');
  return url.startsWith(pathToFileURL(RENDERER_HTML).href);
}

function createWindow(hub: ReturnType<typeof createLocalHub>['hub']): void {
  const win = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 960,
    minHeight: 640,
    title: 'Tharsis',
    backgroundColor: '#14100e',
    show: false,
    webPreferences: {
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
    },
  });
  const contents = win.webContents;
  const id = contents.id;
  connections.set(
    id,
    hub.connect((message) => {
      if (!contents.isDestroyed()) contents.send(MESSAGE_CHANNEL, JSON.stringify(message));
    }),
  );
  contents.once('destroyed', () => {
    connections.get(id)?.close();
    connections.delete(id);
  });
  lockDown(contents);
  win.once('ready-to-show', () => win.show());
  if (DEV_URL) void win.loadURL(DEV_URL);
  else void win.loadFile(RENDERER_HTML);
}

/** No popups, no navigation away from the app. */
function lockDown(contents: WebContents): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (event, url) => {
    if (!isOurPage(url)) event.preventDefault();
  });
}

function onClientText(event: IpcMainEvent, text: unknown): void {
  // Only our own page, in its top frame, may speak for a window.
  const frameUrl = event.senderFrame?.url ?? '';
  if (event.senderFrame?.parent || !isOurPage(frameUrl)) return;
  if (typeof text !== 'string') return;
  connections.get(event.sender.id)?.receive(text);
}

function installSecurityPolicy(): void {
  // ws: lets the window join games hosted by other computers on the LAN (by address or discovery).
  const csp = contentSecurityPolicy(DEV_URL ? [new URL(DEV_URL).origin.replace(/^http/, 'ws'), 'ws:'] : ['ws:']);
  // Applies to every response the window loads (the renderer's index.html also carries a meta CSP).
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
}

async function start(): Promise<void> {
  await app.whenReady();
  const savesDir = resolveSavesDir(undefined, join(app.getPath('userData'), 'saves'));
  // Browsers on the LAN that open the host's address get the same built UI the window shows.
  const { hub } = createLocalHub({ savesDir, lan: { rendererDir: join(OUT_DIR, 'renderer') } });
  installSecurityPolicy();
  ipcMain.on(SEND_CHANNEL, onClientText);
  createWindow(hub);

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow(hub);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('before-quit', () => hub.close());
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const win = BrowserWindow.getAllWindows()[0];
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  start().catch((err) => {
    console.error('Tharsis could not start:', err);
    app.exit(1);
  });
}
