// Catalogues and code agree, for every area registered in the catalogues (a new area is checked the moment its
// files exist): every key the code names exists (in English; the catalogue test checks the rest against
// English), and every catalogue key is named by the code: as a string literal in src/, as a member of a family
// the code builds with a template literal (`tm.amount.${resource}`), or in the area's list of keys built from
// data (src/renderer/i18n/dynamicKeys/<area>.ts or tests/unit/i18n/dynamicKeys/<area>.ts, see the README).
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES } from '../../../src/renderer/i18n/catalogues';
import { areaOfKey, keyFamiliesInSource, keyLiteralsInSource } from './support/catalogueKeys';

type DynamicKeysModule = { dynamicKeys?: readonly string[] };
// Areas whose run-time keys come from the engine's data list them among the tests (./dynamicKeys/<area>.ts),
// since the renderer may not import the engine.
const dynamicFiles = {
  ...import.meta.glob<DynamicKeysModule>('../../../src/renderer/i18n/dynamicKeys/*.ts', { eager: true }),
  ...import.meta.glob<DynamicKeysModule>('./dynamicKeys/*.ts', { eager: true }),
};
const dynamicByArea = new Map(
  Object.entries(dynamicFiles).map(([path, module]) => [/([^/]+)\.ts$/.exec(path)![1], module.dynamicKeys]),
);

const areas = Object.keys(CATALOGUE_FILES.en ?? {});
const englishKeys = new Set(areas.flatMap((area) => Object.keys(CATALOGUE_FILES.en[area])));
const literals = keyLiteralsInSource();
/** Key-shaped literals of an area we have a catalogue for: the keys the code writes out. */
const writtenKeys = [...literals.keys()].filter((literal) => areas.includes(areaOfKey(literal)));

const families = keyFamiliesInSource();

describe('the keys the code uses', () => {
  it('are checked for every area with a catalogue, the areas of every language alike', () => {
    expect(areas).toEqual(expect.arrayContaining(['common', 'host', 'tm', 'tmCards', 'tiny', 'dice', 'lan', 'campaign', 'browser']));
    for (const language of Object.keys(CATALOGUE_FILES)) expect(Object.keys(CATALOGUE_FILES[language]!).sort(), language).toEqual([...areas].sort());
  });

  it('finds the families built from data in the source', () => {
    const built = (key: string) => families.some((family) => family.test(key));
    expect(built('tm.amount.heat')).toBe(true);
    expect(built('tm.amount.production.heat')).toBe(true);
    expect(built('dice.card.P01.name')).toBe(true);
    expect(built('tm.amount.nothing.more')).toBe(false);
  });

  it('each exist in the English catalogue (a missing one is named with the files that use it)', () => {
    const missing = writtenKeys.filter((key) => !englishKeys.has(key)).map((key) => `${key} (used in ${literals.get(key)!.join(', ')})`);
    expect(missing).toEqual([]);
  });

  it.each([...dynamicByArea.keys()])('the keys area %s builds at run time are listed as an array, are its own, and exist', (area) => {
    const keys = dynamicByArea.get(area);
    expect(Array.isArray(keys), `dynamicKeys/${area}.ts must export dynamicKeys: readonly string[]`).toBe(true);
    expect(keys!.filter((key) => areaOfKey(key) !== area), 'keys of another area').toEqual([]);
    expect(keys!.filter((key) => !englishKeys.has(key)), 'missing from the catalogue').toEqual([]);
  });

  it('leave no catalogue key unused', () => {
    const used = new Set([...writtenKeys, ...[...dynamicByArea.values()].flatMap((keys) => keys ?? [])]);
    const unused = [...englishKeys].filter((key) => !used.has(key) && !families.some((family) => family.test(key)));
    expect(unused).toEqual([]);
  });
});
