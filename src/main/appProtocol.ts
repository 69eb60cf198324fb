// The window's page comes from a custom scheme, app://tharsis/, not file://: a file:// page would be
// same-origin with every file on the disk, while this origin holds only the built UI. The handler maps
// paths into the renderer folder with the same traversal checks as browser mode.
import type { Protocol } from 'electron';
import { promises as fsp } from 'node:fs';
import { contentSecurityPolicy } from '../host/contentSecurityPolicy';
import { contentTypeOf, staticFileFor } from '../host/server';

export const APP_SCHEME = 'app';
export const APP_HOST = 'tharsis';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_START_URL = `${APP_ORIGIN}/index.html`;

/** Must run before the app is ready: a standard, secure scheme gets a real origin, fetch and storage. */
export function registerAppScheme(protocol: Protocol): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

/**
 * Exact origin of a URL the shell may show (the built UI, or the dev server while developing). Custom
 * schemes have no origin in the URL standard, so scheme and host are compared (and no user info).
 */
export function isAppPage(url: string, devUrl?: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username !== '' || parsed.password !== '') return false;
  if (devUrl) return parsed.origin === new URL(devUrl).origin;
  return `${parsed.protocol}//${parsed.host}` === APP_ORIGIN;
}

/** Answers app://tharsis/… from the renderer folder; anything else is 404. */
export function serveAppProtocol(protocol: Protocol, rendererDir: string, connectSources: string[]): void {
  protocol.handle(APP_SCHEME, (request) => appResponse(request.url, rendererDir, connectSources));
}

export async function appResponse(url: string, rendererDir: string, connectSources: string[]): Promise<Response> {
  const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!isAppPage(url)) return notFound();
  const { pathname } = new URL(url);
  const file = staticFileFor(rendererDir, pathname);
  if (!file) return notFound();
  let body: Buffer;
  try {
    const stat = await fsp.stat(file);
    if (!stat.isFile()) return notFound();
    body = await fsp.readFile(file);
  } catch {
    return notFound();
  }
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'Content-Type': contentTypeOf(file),
      'Content-Security-Policy': contentSecurityPolicy(connectSources),
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
