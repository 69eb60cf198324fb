// The languages Tharsis speaks, and which one a player gets when they have not chosen.

export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A test language: every English string lengthened by 40 % and bracketed, to find clipped or untranslated text. */
export const PSEUDO_LANGUAGE = 'en-XA';
export type AnyLanguage = Language | typeof PSEUDO_LANGUAGE;

export function isLanguage(value: unknown): value is AnyLanguage {
  return value === PSEUDO_LANGUAGE || (LANGUAGES as readonly unknown[]).includes(value);
}

/** The first of the system's preferred languages that we speak ("de-AT" gives German), else English. */
export function languageFromSystem(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    const found = LANGUAGES.find((l) => l === base);
    if (found) return found;
  }
  return 'en';
}
