// Where the first language comes from: the desktop app's system languages through the preload's argument,
// the address's ?lang= for tests (the only way to the pseudo-language).
import { describe, expect, it } from 'vitest';
import { SYSTEM_LANGUAGES_ARG, systemLanguagesFromArgs } from '../../../src/shared/bridge';
import { languageFromSystem } from '../../../src/renderer/i18n/languages';
import { languageFromAddress } from '../../../src/renderer/i18n/systemLanguages';

describe('the system languages the main process passes to the preload', () => {
  it('are read from their argument, most preferred first', () => {
    const argv = ['/usr/bin/electron', '--type=renderer', `${SYSTEM_LANGUAGES_ARG}fr-CA,de-DE,en-US`];
    expect(systemLanguagesFromArgs(argv)).toEqual(['fr-CA', 'de-DE', 'en-US']);
    expect(languageFromSystem(systemLanguagesFromArgs(argv))).toBe('fr');
  });

  it('are none without the argument, and never anything but language tags', () => {
    expect(systemLanguagesFromArgs(['--type=renderer'])).toEqual([]);
    expect(systemLanguagesFromArgs([`${SYSTEM_LANGUAGES_ARG}`])).toEqual([]);
    expect(systemLanguagesFromArgs([`${SYSTEM_LANGUAGES_ARG}de,<script>,en_GB`])).toEqual(['de', 'en_GB']);
  });
});

describe('?lang= in the address', () => {
  it('forces a language we speak, or the pseudo-language', () => {
    expect(languageFromAddress('?lang=de')).toBe('de');
    expect(languageFromAddress('?x=1&lang=en-XA')).toBe('en-XA');
  });

  it('is ignored when absent or not a language we speak', () => {
    expect(languageFromAddress('')).toBeNull();
    expect(languageFromAddress('?lang=ja')).toBeNull();
  });
});
