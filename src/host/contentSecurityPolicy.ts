// The one Content-Security-Policy for the UI, sent by the browser-mode server and the Electron shell.
// The renderer is our own bundle: no inline or remote scripts, no plugins, no framing; inline styles
// are allowed because React and drei set style attributes; data:/blob: images carry generated textures.

/** @param connectSources extra sources the page may connect to (e.g. its own WebSocket address). */
export function contentSecurityPolicy(connectSources: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
