// The page's launch key: taken from the printed address's fragment once, removed from the address bar,
// and kept in the origin's storage so a reload or another tab still proves it is the host's own page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchKey, withLaunchKey } from '../../../src/renderer/net/launchKey';

function browserAt(hash: string, stored = new Map<string, string>()) {
  const replaced: string[] = [];
  vi.stubGlobal('location', { hash, pathname: '/', search: '?debug=1' });
  vi.stubGlobal('history', { state: null, replaceState: (_s: unknown, _t: string, url: string) => replaced.push(url) });
  vi.stubGlobal('localStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v) });
  return { replaced, stored };
}

afterEach(() => vi.unstubAllGlobals());

describe('launch key', () => {
  it('is read from the fragment, dropped from the address bar and kept for reloads', () => {
    const key = 'AbC_dEf-0123456789abcdefghijklmnopqrstuvwxyz0';
    const first = browserAt(`#key=${key}`);
    expect(launchKey()).toBe(key);
    expect(first.replaced).toEqual(['/?debug=1']);
    browserAt('', first.stored); // the reloaded page has no fragment
    expect(launchKey()).toBe(key);
    expect(withLaunchKey('ws://127.0.0.1:5170/ws', key)).toBe(`ws://127.0.0.1:5170/ws?key=${key}`);
  });

  it('ignores a page without one, and anything that is not a key', () => {
    browserAt('');
    expect(launchKey()).toBeUndefined();
    const odd = browserAt('#key=%3Cscript%3E');
    expect(launchKey()).toBeUndefined();
    expect(odd.replaced).toEqual([]);
    expect(withLaunchKey('ws://192.168.1.5:5171/ws', undefined)).toBe('ws://192.168.1.5:5171/ws');
  });
});
