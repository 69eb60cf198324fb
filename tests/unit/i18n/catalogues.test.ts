// Every shipped language has every key of every area, with the same ICU arguments; every message parses;
// each key lives in exactly one area, the one its name starts with.
import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { CATALOGUE_FILES } from '../../../src/renderer/i18n/catalogues';
import { LANGUAGES } from '../../../src/renderer/i18n/languages';
import { argumentNames } from './support/catalogueKeys';

const areas = [...new Set(Object.values(CATALOGUE_FILES).flatMap((byArea) => Object.keys(byArea)))].sort();

describe('the message catalogues', () => {
  it('ship exactly the languages we speak, with at least the common area', () => {
    expect(Object.keys(CATALOGUE_FILES).sort()).toEqual([...LANGUAGES].sort());
    expect(areas).toContain('common');
  });

  describe.each(areas)('area %s', (area) => {
    const english = CATALOGUE_FILES.en?.[area] ?? {};

    it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the English keys', (language) => {
      const translated = CATALOGUE_FILES[language]?.[area] ?? {};
      const missing = Object.keys(english).filter((key) => !(key in translated));
      const extra = Object.keys(translated).filter((key) => !(key in english));
      expect({ missing, extra }, `${language}/${area}.json`).toEqual({ missing: [], extra: [] });
    });

    it.each(LANGUAGES.filter((l) => l !== 'en'))('%s uses the same ICU arguments as English in every message', (language) => {
      const translated = CATALOGUE_FILES[language]?.[area] ?? {};
      const differing = Object.keys(english)
        .filter((key) => key in translated)
        .filter((key) => argumentNames(english[key]).join() !== argumentNames(translated[key]).join())
        .map((key) => `${key}: en {${argumentNames(english[key]).join(', ')}} vs ${language} {${argumentNames(translated[key]).join(', ')}}`);
      expect(differing).toEqual([]);
    });

    it.each(LANGUAGES)('every %s message parses as ICU and is not empty', (language) => {
      const broken: string[] = [];
      for (const [key, message] of Object.entries(CATALOGUE_FILES[language]?.[area] ?? {})) {
        try {
          parse(message);
          if (message.trim() === '') broken.push(`${key}: empty`);
        } catch (error) {
          broken.push(`${key}: ${(error as Error).message}`);
        }
      }
      expect(broken).toEqual([]);
    });

    it('names its keys after itself: <area>.<group>.<name>', () => {
      const misnamed = Object.keys(english).filter((key) => !new RegExp(`^${area}\\.[a-zA-Z0-9]+(\\.[a-zA-Z0-9_-]+)+$`).test(key));
      expect(misnamed).toEqual([]);
    });
  });

  it('holds no key in two areas', () => {
    for (const language of LANGUAGES) {
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const [area, catalogue] of Object.entries(CATALOGUE_FILES[language] ?? {})) {
        for (const key of Object.keys(catalogue)) {
          if (seen.has(key)) twice.push(`${key} in ${seen.get(key)} and ${area} (${language})`);
          seen.set(key, area);
        }
      }
      expect(twice).toEqual([]);
    }
  });
});

describe('argumentNames (what the comparison above rests on)', () => {
  it('finds arguments inside plurals and selects, and tags', () => {
    expect(argumentNames('{name} has {count, plural, one {# card from {source}} other {# cards}} <b>now</b>')).toEqual(['<b>', 'count', 'name', 'source']);
    expect(argumentNames('no arguments')).toEqual([]);
  });

  it('write French elisions with the typographic apostrophe, as every French screen does (a straight one is also ICU\'s quote)', () => {
    const straight = Object.values(CATALOGUE_FILES.fr ?? {}).flatMap((catalogue) =>
      Object.entries(catalogue).filter(([, text]) => /\p{L}'\p{L}/u.test(text)).map(([key]) => key),
    );
    expect(straight).toEqual([]);
  });

  it('tells a renamed argument apart', () => {
    expect(argumentNames('{player} won')).not.toEqual(argumentNames('{name} a gagné'));
  });
});
