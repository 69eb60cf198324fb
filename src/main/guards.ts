// Electron's security checklist, as code: every web contents (windows, and anything created later)
// opens no popups, attaches no webviews, and neither navigates nor is redirected away from our own
// page; the session grants no permission (camera, notifications, …) and adds our CSP to every response.
import type { Session, WebContents } from 'electron';

/** Locks one web contents to pages isOurPage accepts. */
export function lockDownContents(contents: WebContents, isOurPage: (url: string) => boolean): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  const stayHome = (event: { preventDefault(): void }, url: string) => {
    if (!isOurPage(url)) event.preventDefault();
  };
  contents.on('will-navigate', stayHome);
  contents.on('will-frame-navigate', (event) => {
    if (!isOurPage(event.url)) event.preventDefault();
  });
  contents.on('will-redirect', stayHome);
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Permissions and the Content-Security-Policy for the session the windows use. */
export function lockDownSession(session: Session, csp: string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
