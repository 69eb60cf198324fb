// Where the player's first language comes from: in the desktop app the operating system's preferred
// languages, passed by the main process through the preload bridge (src/shared/bridge.ts); in browser mode
// the browser's own (navigator.languages). A test may force a language with `?lang=<tag>` in the address.
import type { TharsisBridge } from '../../shared/bridge';
import { isLanguage, type AnyLanguage } from './languages';

/** The system's preferred language tags, most preferred first. */
export function systemLanguages(): readonly string[] {
  if (typeof window === 'undefined') return [];
  const fromDesktop = (window as unknown as { tharsis?: TharsisBridge }).tharsis?.systemLanguages;
  if (fromDesktop && fromDesktop.length > 0) return fromDesktop;
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The language an address forces (`?lang=de`, `?lang=en-XA`), if any: how tests and translators reach the
 * pseudo-language, which the language setting does not offer.
 */
export function languageFromAddress(search: string): AnyLanguage | null {
  const asked = new URLSearchParams(search).get('lang');
  return isLanguage(asked) ? asked : null;
}
