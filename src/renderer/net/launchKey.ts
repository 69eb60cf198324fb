// Browser mode: the host prints an address whose fragment carries a key made for this launch
// (#key=…). The page keeps it (in this origin's storage, so other tabs and reloads work) and presents it
// when it opens the host's WebSocket; that is how the host tells its own page from any other page or
// program on this machine. The fragment is removed from the address bar once read.
const STORAGE_KEY = 'tharsis.launchKey';
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads the key from the address (once) or from storage; undefined when this page never had one. */
export function launchKey(): string | undefined {
  const fromAddress = new URLSearchParams(location.hash.replace(/^#/, '')).get('key');
  if (fromAddress && KEY_PATTERN.test(fromAddress)) {
    storage()?.setItem(STORAGE_KEY, fromAddress);
    history.replaceState(history.state, '', location.pathname + location.search);
    return fromAddress;
  }
  const kept = storage()?.getItem(STORAGE_KEY);
  return kept && KEY_PATTERN.test(kept) ? kept : undefined;
}

/** The WebSocket address with the launch key, when this page has one. */
export function withLaunchKey(socketUrl: string, key: string | undefined): string {
  return key ? `${socketUrl}?key=${encodeURIComponent(key)}` : socketUrl;
}
