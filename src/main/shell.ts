// The Electron shell: one locked-down window and an IPC pipe to the host's hub. Everything about games,
// saves and seats lives in src/host; this file only wires windows to it.
import { app, BrowserWindow, dialog, ipcMain, protocol, session, type IpcMainEvent, type IpcMainInvokeEvent } from 'electron';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy } from '../host/contentSecurityPolicy';
import type { Hub, HubConnection } from '../host/hub';
import { createLocalHub } from '../host/localHub';
import { resolveSavesDir } from '../host/saveStore';
import { MESSAGE_CHANNEL, SEND_CHANNEL, SYSTEM_LANGUAGES_ARG } from '../shared/bridge';
import { handleCampaignFiles } from './campaignFileIpc';
import { APP_START_URL, isAppPage, registerAppScheme, serveAppProtocol } from './appProtocol';
import { lockDownContents, lockDownSession } from './guards';

export interface ShellOptions {
  /** The built output: out/main/index.js, out/preload/index.cjs, out/renderer/index.html. */
  outDir?: string;
  /** `electron-vite dev`'s server; never used in a packaged app. */
  devUrl?: string;
}

/** Starts the app: call once, at load (the scheme must be registered before the app is ready). */
export async function startShell(options: ShellOptions = {}): Promise<void> {
  const outDir = options.outDir ?? fileURLToPath(new URL('..', import.meta.url));
  const devUrl = app.isPackaged ? undefined : options.devUrl;
  const isOurPage = (url: string) => isAppPage(url, devUrl);
  const connections = new Map<number, HubConnection>();
  // ws: lets the window join games hosted by other computers on the LAN (by address or discovery).
  const connectSources = devUrl ? [new URL(devUrl).origin.replace(/^http/, 'ws'), 'ws:'] : ['ws:'];

  registerAppScheme(protocol);
  // Every web contents, including any created later, gets the guards before it loads anything.
  app.on('web-contents-created', (_event, contents) => lockDownContents(contents, isOurPage));
  await app.whenReady();

  serveAppProtocol(protocol, join(outDir, 'renderer'), connectSources);
  lockDownSession(session.defaultSession, contentSecurityPolicy(connectSources));
  const savesDir = resolveSavesDir(undefined, join(app.getPath('userData'), 'saves'));
  // Browsers on the LAN that open the host's address get the same built UI the window shows.
  const { hub, campaignFiles } = createLocalHub({ savesDir, lan: { rendererDir: join(outDir, 'renderer') } });

  // Only our own page, in its top frame, may speak for a window.
  const fromOurPage = (event: IpcMainEvent | IpcMainInvokeEvent) => {
    const frame = event.senderFrame;
    return !!frame && !frame.parent && isOurPage(frame.url);
  };
  ipcMain.on(SEND_CHANNEL, (event: IpcMainEvent, text: unknown) => {
    if (!fromOurPage(event)) return;
    if (typeof text !== 'string') return;
    connections.get(event.sender.id)?.receive(text);
  });

  handleCampaignFiles(ipcMain, dialog, campaignFiles, fromOurPage);

  const open = () => createWindow(hub, connections, join(outDir, 'preload', 'index.cjs'), devUrl ?? APP_START_URL);
  open();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) open();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('before-quit', () => hub.close());
}

/** The system's preferred languages (all of them, not only the app's UI locale), the app's locale as the fallback. */
function systemLanguages(): string[] {
  const preferred = app.getPreferredSystemLanguages();
  return preferred.length > 0 ? preferred : [app.getLocale()];
}

function createWindow(hub: Hub, connections: Map<number, HubConnection>, preload: string, startUrl: string): void {
  const win = new BrowserWindow({
    width: 1400,
    height: 900,
    minWidth: 960,
    minHeight: 640,
    title: 'Tharsis',
    backgroundColor: '#14100e',
    show: false,
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
      additionalArguments: [SYSTEM_LANGUAGES_ARG + systemLanguages().join(',')],
    },
  });
  const contents = win.webContents;
  const id = contents.id;
  // The window's own page is the host's own window: trusted, over IPC only.
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
  win.once('ready-to-show', () => win.show());
  void win.loadURL(startUrl);
}
