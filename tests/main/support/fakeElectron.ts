// A test double of the parts of Electron's main-process API the shell uses, faithful in what the guards
// depend on: web contents are EventEmitters whose events carry a preventDefault(), `web-contents-created`
// fires for every new contents before it loads, the session keeps the handlers it is given, and
// protocol.handle keeps the handler to be called with a Request. Records everything for the tests.
import { EventEmitter } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface FakeEvent {
  defaultPrevented: boolean;
  preventDefault(): void;
  url?: string;
}

export function fakeEvent(url?: string): FakeEvent {
  const event: FakeEvent = {
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
    url,
  };
  return event;
}

let nextContentsId = 1;

export class FakeWebContents extends EventEmitter {
  readonly id = nextContentsId++;
  readonly sent: { channel: string; args: unknown[] }[] = [];
  windowOpenHandler: ((details: { url: string }) => { action: 'allow' | 'deny' }) | null = null;
  destroyed = false;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'allow' | 'deny' }): void {
    this.windowOpenHandler = handler;
  }
  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
}

class FakeApp extends EventEmitter {
  isPackaged = false;
  readonly userData = mkdtempSync(join(tmpdir(), 'tharsis-fake-electron-'));
  quitCalls = 0;
  private ready = false;
  readonly readyWaiters: (() => void)[] = [];
  whenReady(): Promise<void> {
    return this.ready ? Promise.resolve() : new Promise((resolve) => this.readyWaiters.push(resolve));
  }
  /** Electron becomes ready when the test says so (the scheme must be registered before). */
  becomeReady(): void {
    this.ready = true;
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }
  getPath(name: string): string {
    if (name !== 'userData') throw new Error(`fake app: no path ${name}`);
    return this.userData;
  }
  quit(): void {
    this.quitCalls += 1;
  }
  exit(): void {}
  requestSingleInstanceLock(): boolean {
    return true;
  }
  /** The system's languages, as a German system with English second would list them. */
  getPreferredSystemLanguages(): string[] {
    return ['de-DE', 'en-US'];
  }
  getLocale(): string {
    return 'de';
  }
  /** What Electron does for every new web contents (a window, a webview, a devtools page…). */
  createContents(): FakeWebContents {
    const contents = new FakeWebContents();
    this.emit('web-contents-created', fakeEvent(), contents);
    return contents;
  }
}

export const app = new FakeApp();

export class BrowserWindow extends EventEmitter {
  static readonly all: BrowserWindow[] = [];
  readonly webContents: FakeWebContents;
  loadedUrl: string | null = null;
  loadedFile: string | null = null;
  constructor(readonly options: { webPreferences?: Record<string, unknown> } & Record<string, unknown>) {
    super();
    this.webContents = app.createContents();
    BrowserWindow.all.push(this);
  }
  static getAllWindows(): BrowserWindow[] {
    return BrowserWindow.all;
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrl = url;
    return Promise.resolve();
  }
  loadFile(file: string): Promise<void> {
    this.loadedFile = file;
    return Promise.resolve();
  }
  show(): void {}
  focus(): void {}
  restore(): void {}
  isMinimized(): boolean {
    return false;
  }
}

type IpcListener = (event: unknown, ...args: unknown[]) => void;
type IpcHandler = (event: unknown, ...args: unknown[]) => Promise<unknown>;
export const ipcMain = {
  listeners: new Map<string, IpcListener[]>(),
  handlers: new Map<string, IpcHandler>(),
  on(channel: string, listener: IpcListener) {
    ipcMain.listeners.set(channel, [...(ipcMain.listeners.get(channel) ?? []), listener]);
    return ipcMain;
  },
  /** Electron allows one handler per channel and throws on a second. */
  handle(channel: string, handler: IpcHandler) {
    if (ipcMain.handlers.has(channel)) throw new Error(`a handler for ${channel} is already registered`);
    ipcMain.handlers.set(channel, handler);
  },
};

/** The native file dialogs: each call takes the next answer the test queued, and records its options. */
export const dialog = {
  saveAnswers: [] as { canceled: boolean; filePath?: string }[],
  openAnswers: [] as { canceled: boolean; filePaths: string[] }[],
  calls: [] as { kind: 'save' | 'open'; options: Record<string, unknown> }[],
  showSaveDialog(options: Record<string, unknown>) {
    dialog.calls.push({ kind: 'save', options });
    return Promise.resolve(dialog.saveAnswers.shift() ?? { canceled: true });
  },
  showOpenDialog(options: Record<string, unknown>) {
    dialog.calls.push({ kind: 'open', options });
    return Promise.resolve(dialog.openAnswers.shift() ?? { canceled: true, filePaths: [] });
  },
};

type HeadersListener = (
  details: { responseHeaders?: Record<string, string[]> },
  callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
) => void;
export const session = {
  defaultSession: {
    headersListener: null as HeadersListener | null,
    permissionRequestHandler: null as ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null,
    permissionCheckHandler: null as ((contents: unknown, permission: string) => boolean) | null,
    webRequest: {
      onHeadersReceived(listener: HeadersListener) {
        session.defaultSession.headersListener = listener;
      },
    },
    setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void) {
      session.defaultSession.permissionRequestHandler = handler;
    },
    setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean) {
      session.defaultSession.permissionCheckHandler = handler;
    },
  },
};

export const protocol = {
  privileged: [] as { scheme: string; privileges: Record<string, boolean> }[],
  registeredBeforeReady: false,
  handlers: new Map<string, (request: Request) => Promise<Response> | Response>(),
  registerSchemesAsPrivileged(schemes: { scheme: string; privileges: Record<string, boolean> }[]) {
    // Electron throws when this comes after ready; the double records whether it came in time.
    protocol.registeredBeforeReady = !appIsReady();
    protocol.privileged.push(...schemes);
  },
  handle(scheme: string, handler: (request: Request) => Promise<Response> | Response) {
    if (!appIsReady()) throw new Error('protocol.handle before the app is ready');
    protocol.handlers.set(scheme, handler);
  },
};

function appIsReady(): boolean {
  return (app as unknown as { ready: boolean }).ready;
}

export default { app, BrowserWindow, dialog, ipcMain, session, protocol };
