// The player's settings, kept between launches in the browser's localStorage (Electron keeps it per user).
// Every game's screen reads them from here.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isLanguage, languageFromSystem, type AnyLanguage } from '../i18n/languages';
import { languageFromAddress, systemLanguages } from '../i18n/systemLanguages';
import { defaultBotSpeed, isBotSpeed, type BotSpeed } from './botSpeed';

export type GraphicsQuality = 'low' | 'medium' | 'high';
export const GRAPHICS_QUALITIES: readonly GraphicsQuality[] = ['low', 'medium', 'high'];

export interface Settings {
  /** Ask "pass for this generation?" before passing. */
  confirmPass: boolean;
  /** No pulsing glows or other decorative motion. */
  reducedMotion: boolean;
  /** How fast bots' moves are shown, one at a time (botSpeed.ts). */
  botSpeed: BotSpeed;
  /** How much the 3D board draws (see graphicsQuality.ts). */
  graphicsQuality: GraphicsQuality;
  /** Short synthesized sounds for game events (see sound.ts). */
  sound: boolean;
  /** Loudness of those sounds, 0 to 1. */
  soundVolume: number;
  /** Player colours from a palette that stays distinct under colour-vision deficiencies, each with its own shape. */
  colourBlind: boolean;
  /** The language every screen speaks; at first the system's own, when we speak it. */
  language: AnyLanguage;
}

/** A browser driven by automation (the e2e tests, the benchmark) starts silent, with bots at full speed. */
export const automated = typeof navigator !== 'undefined' && navigator.webdriver === true;

export const DEFAULT_SETTINGS: Settings = {
  confirmPass: true,
  reducedMotion: false,
  graphicsQuality: 'medium',
  sound: !automated,
  soundVolume: 0.5,
  colourBlind: false,
  botSpeed: defaultBotSpeed(automated),
  language: languageFromSystem(systemLanguages()),
};

/** Whether a stored value may stand for this setting (right type, and within its range or choices). */
function acceptable(key: keyof Settings, value: unknown): boolean {
  if (typeof value !== typeof DEFAULT_SETTINGS[key]) return false;
  if (key === 'graphicsQuality') return GRAPHICS_QUALITIES.includes(value as GraphicsQuality);
  if (key === 'botSpeed') return isBotSpeed(value);
  if (key === 'language') return isLanguage(value);
  if (key === 'soundVolume') return Number.isFinite(value) && (value as number) >= 0 && (value as number) <= 1;
  return true;
}

/** The settings a stored object holds, each missing or unacceptable value taken from `fallback`. */
export function storedSettings(stored: unknown, fallback: Settings): Settings {
  const saved = (stored ?? {}) as Partial<Record<keyof Settings, unknown>>;
  const out = { ...fallback };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    if (acceptable(key, saved[key])) out[key] = saved[key] as never;
  }
  return out;
}

export const useSettings = create<Settings>()(
  persist(() => ({ ...DEFAULT_SETTINGS }), {
    name: 'tharsis-settings',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    // A stored value of the wrong type or out of range (hand-edited, older build) falls back to the default, never breaks the screen.
    merge: (stored, current) => storedSettings(stored, current),
  }),
);

export function setSetting<K extends keyof Settings>(key: K, value: Settings[K]): void {
  useSettings.setState({ [key]: value } as Pick<Settings, K>);
}

// `?lang=en-XA` (or any language we speak) in the address picks that language as if chosen in the settings.
const forcedLanguage = typeof location === 'undefined' ? null : languageFromAddress(location.search);
if (forcedLanguage) setSetting('language', forcedLanguage);
