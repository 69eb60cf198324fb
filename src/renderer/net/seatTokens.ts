// Secret LAN seat tokens, remembered per host address in the browser's (or app's) local storage, so a
// player whose connection drops, or who reloads the page, gets their seat back.
import type { ClientMessage } from '../../shared/protocol';

const KEY_PREFIX = 'tharsis.lanSeat:';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: the seat lasts as long as the connection
  }
}

export function rememberToken(hostUrl: string, token: string): void {
  storage()?.setItem(KEY_PREFIX + hostUrl, token);
}

export function tokenFor(hostUrl: string): string | undefined {
  const token = storage()?.getItem(KEY_PREFIX + hostUrl);
  return token && /^[0-9a-f]{64}$/.test(token) ? token : undefined;
}

/** The first message on every (re)connection to a host. */
export function helloFor(hostUrl: string): ClientMessage {
  const token = tokenFor(hostUrl);
  return token ? { type: 'hello', token } : { type: 'hello' };
}
