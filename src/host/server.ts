// Browser mode: the built renderer over HTTP and the host protocol over a WebSocket at /ws.
// This is how Tharsis runs where Electron cannot (headless machines, CI) and how end-to-end tests drive
// the real UI. Loopback only by default; hosting on the LAN is an explicit choice of address.
import { createReadStream, promises as fsp } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket, WebSocketServer } from 'ws';
import { CAMPAIGN_FILE_PATH } from '../shared/campaignFile';
import { MAX_MESSAGE_BYTES } from '../shared/protocol';
import { serveCampaignFile } from './campaignFileRoute';
import type { CampaignFiles } from './campaigns/campaignFiles';
import { contentSecurityPolicy } from './contentSecurityPolicy';
import type { Hub } from './hub';
import { requestIdOf } from '../shared/requestIdOf';
import { ConnectionCounter, DEFAULT_CONNECTION_CAPS, type ConnectionCaps } from './lan/connectionLimits';
import { FloodGuard, type FloodLimits } from './lan/floodGuard';
import { DEFAULT_SOCKET_TIMERS, watchSocket, type SocketTimers } from './lan/socketWatch';
import { LAUNCH_KEY_PARAM, LocalAccess, newLaunchKey } from './localAccess';
import { CLOSE_REASON_KEYS } from '../shared/closeReasons';
import { msg } from '../shared/message';

export const DEFAULT_PORT = 5170;
export const DEFAULT_HOST = '127.0.0.1';
export const WEBSOCKET_PATH = '/ws';
/**
 * What one client may have waiting to be sent: a few full views and the card list. A client that does
 * not read (or reads too slowly) is dropped rather than growing the host's memory.
 */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** out/renderer next to the project root (this file lives in src/host). */
export const DEFAULT_RENDERER_DIR = fileURLToPath(new URL('../../out/renderer/', import.meta.url));

export interface ServerOptions {
  hub: Hub;
  /** 0 picks any free port. */
  port?: number;
  host?: string;
  rendererDir?: string;
  /**
   * Network clients (a LAN listener): they join a seat with the code, may come from pages other hosts
   * served (a player's own app), and are rate-limited. The default is the host's own loopback page.
   */
  remote?: boolean;
  /** Rate limits for remote clients (defaults in floodGuard.ts). */
  floodLimits?: FloodLimits;
  /** Connection caps for remote clients (defaults in connectionLimits.ts). */
  connectionCaps?: ConnectionCaps;
  /** Heartbeat and visitor idle time for remote clients (defaults in socketWatch.ts). */
  socketTimers?: SocketTimers;
  /** Per-client send buffer limit. */
  maxBufferedBytes?: number;
  /** The loopback listener's launch key (tests); a fresh random one by default. */
  launchKey?: string;
  /** Campaign export/import for the host's own page (never on a remote listener). */
  campaignFiles?: CampaignFiles;
}

export interface RunningServer {
  /** The address to open; on the loopback listener it carries the launch key (in the fragment, so it is never sent over HTTP). */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.ktx2': 'image/ktx2',
  '.hdr': 'application/octet-stream',
};

/** The Content-Type the UI's files are served with (here and by the Electron shell's app: protocol). */
export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const host = options.host ?? DEFAULT_HOST;
  const rendererDir = path.resolve(options.rendererDir ?? DEFAULT_RENDERER_DIR);
  // Slightly above the protocol limit, so a moderately oversized message gets the hub's clear error
  // reply; anything far bigger just closes the connection.
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES * 4 });
  const maxBuffered = options.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
  const counter = options.remote ? new ConnectionCounter(options.connectionCaps ?? DEFAULT_CONNECTION_CAPS) : null;
  const launchKey = options.remote ? null : (options.launchKey ?? newLaunchKey());
  // Known once listening (port 0 picks one); nothing is served before that.
  let access: LocalAccess | null = null;

  const server = createServer((req, res) => {
    if (access && (!access.hostAllowed(req.headers.host) || !access.originAllowed(req.headers.origin))) {
      // A page on another name (DNS rebinding) or from another site: not ours to serve.
      sendText(res, 403, 'Tharsis answers only on this computer\'s own address (127.0.0.1 or localhost).');
      return;
    }
    const files = options.remote ? undefined : options.campaignFiles;
    const serve = access && files && pathOf(req.url) === CAMPAIGN_FILE_PATH ? serveCampaignFile(files, access, req, res) : serveStatic(rendererDir, req, res);
    serve.catch((err) => {
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
      console.error('[server] static file error:', err);
    });
  });

  server.on('upgrade', (req, socket, head) => {
    // Browsers let any web page open a WebSocket to loopback; only our own page, holding this launch's
    // key, may talk to the host. Remote clients are untrusted whatever page they come from: they need
    // the join code, and are counted per address.
    const refused =
      pathOf(req.url) !== WEBSOCKET_PATH ||
      (access !== null && access.upgradeRefusal(req.headers.host, req.headers.origin, launchKeyOf(req.url)) !== null);
    if (refused) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => sockets.emit('connection', ws, req));
  });

  sockets.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const address = peerAddress(req);
    const full = counter?.admit(address) ?? null;
    if (full !== null) {
      ws.close(1013, full); // "try again later"
      return;
    }
    const connection = options.hub.connect(
      (message) => {
        if (ws.readyState !== WebSocket.OPEN) return;
        if (ws.bufferedAmount > maxBuffered) {
          // It does not read what it is sent: drop it before it costs the host its memory.
          ws.terminate();
          return;
        }
        ws.send(JSON.stringify(message));
      },
      {
        trusted: !options.remote,
        address,
        disconnect: (code, reason) => {
          if (ws.readyState === WebSocket.OPEN) ws.close(code, reason);
        },
      },
    );
    const guard = options.remote ? new FloodGuard(options.floodLimits) : null;
    const watch = options.remote ? watchSocket(ws, options.socketTimers ?? DEFAULT_SOCKET_TIMERS, () => !connection.holdsSeat) : null;
    ws.on('message', (data, isBinary) => {
      watch?.noteMessage();
      const admission = guard?.admit() ?? 'accept';
      if (admission === 'drop') {
        // Dropped: it ignored the requests to slow down. (ws terminates it if it ignores the close too.)
        if (ws.readyState === WebSocket.OPEN) ws.close(1008, CLOSE_REASON_KEYS.tooManyMessages);
        return;
      }
      if (admission === 'slowDown') {
        ws.send(JSON.stringify({ type: 'error', requestId: requestIdOf(rawText(data)), message: msg('host.lan.slowDown') }));
        return;
      }
      if (isBinary) {
        ws.send(JSON.stringify({ type: 'error', message: msg('host.protocol.binary') }));
        return;
      }
      connection.receive(rawText(data));
    });
    ws.on('close', () => {
      watch?.stop();
      counter?.release(address);
      connection.close();
    });
    ws.on('error', (err) => console.warn('[server] websocket error:', err.message));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const port = (server.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  if (launchKey) access = new LocalAccess(port, host, launchKey);
  if (options.remote) server.maxConnections = (options.connectionCaps ?? DEFAULT_CONNECTION_CAPS).total * 2;
  return {
    url: `http://${shownHost}:${port}/${launchKey ? `#${LAUNCH_KEY_PARAM}=${launchKey}` : ''}`,
    host,
    port,
    close: () => closeServer(server, sockets),
  };
}

async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendText(res, 405, 'Method not allowed');
    return;
  }
  const file = staticFileFor(root, req.url);
  if (!file) {
    sendText(res, 400, 'Bad request');
    return;
  }
  const index = path.join(root, 'index.html');
  if (!(await isFile(index))) {
    sendText(res, 503, 'Tharsis: the user interface is not built yet. Run `npm run build`, then reload.');
    return;
  }
  let target = file;
  if (!(await isFile(target))) {
    // Paths without an extension are client-side routes: the single page answers them.
    if (path.extname(target) !== '') {
      sendText(res, 404, 'Not found');
      return;
    }
    target = index;
  }
  const stat = await fsp.stat(target);
  setSecurityHeaders(res, req);
  res.statusCode = 200;
  res.setHeader('Content-Type', contentTypeOf(target));
  res.setHeader('Content-Length', stat.size);
  res.setHeader('Cache-Control', 'no-cache');
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(target);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** Maps a request URL to a file inside root, or null when it would leave root or is malformed. */
export function staticFileFor(root: string, url: string | undefined): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(pathOf(url));
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const relative = pathname === '/' ? 'index.html' : pathname.replace(/^\/+/, '');
  const file = path.resolve(root, relative);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return file;
}

function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? '/', 'http://host.invalid').pathname;
  } catch {
    return '/';
  }
}

function launchKeyOf(url: string | undefined): string | null {
  try {
    return new URL(url ?? '/', 'http://host.invalid').searchParams.get(LAUNCH_KEY_PARAM);
  } catch {
    return null;
  }
}

function peerAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

function setSecurityHeaders(res: ServerResponse, req: IncomingMessage): void {
  const host = req.headers.host;
  const socketSource = host && /^[A-Za-z0-9.\-[\]:]+$/.test(host) ? [`ws://${host}`] : [];
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(socketSource));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Content-Security-Policy', contentSecurityPolicy());
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fsp.stat(file)).isFile();
  } catch {
    return false;
  }
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

function closeServer(server: Server, sockets: WebSocketServer): Promise<void> {
  for (const ws of sockets.clients) ws.terminate();
  return new Promise((resolve) => {
    sockets.close(() => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  });
}
