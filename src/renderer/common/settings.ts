// The player's settings, kept between launches in the browser's localStorage (Electron keeps it per user).
// Every game's screen reads them from here.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { defaultBotSpeed, isBotSpeed, type BotSpeed } from './botSpeed';

export interface Settings {
  /** Ask "pass for this generation?" before passing. */
  confirmPass: boolean;
  /** No pulsing glows or other decorative motion. */
  reducedMotion: boolean;
  /** How fast bots' moves are shown, one at a time (botSpeed.ts). */
  botSpeed: BotSpeed;
}

export const DEFAULT_SETTINGS: Settings = { confirmPass: true, reducedMotion: false, botSpeed: defaultBotSpeed() };

export const useSettings = create<Settings>()(
  persist(() => ({ ...DEFAULT_SETTINGS }), {
    name: 'tharsis-settings',
    version: 1,
    storage: createJSONStorage(() => localStorage),
    // A stored value of the wrong type (hand-edited, older build) falls back to the default, never breaks the screen.
    merge: (stored, current) => {
      const saved = (stored ?? {}) as Partial<Record<keyof Settings, unknown>>;
      const out = { ...current };
      for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
        if (key === 'botSpeed' && !isBotSpeed(saved[key])) continue;
        if (typeof saved[key] === typeof DEFAULT_SETTINGS[key]) out[key] = saved[key] as never;
      }
      return out;
    },
  }),
);

export function setSetting<K extends keyof Settings>(key: K, value: Settings[K]): void {
  useSettings.setState({ [key]: value } as Pick<Settings, K>);
}
