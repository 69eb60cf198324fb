// Catalogues and code agree: every key the code names exists (in English; the catalogue test checks the rest
// against English), and every catalogue key is named by the code, either as a string literal in src/ or in
// the area's list of keys built at run time (src/renderer/i18n/dynamicKeys/<area>.ts, see its README).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES } from '../../../src/renderer/i18n/catalogues';
import { areaOfKey, keyLiteralsInSource } from './support/catalogueKeys';

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

/**
 * Areas whose own test finds their keys built from engine vocabularies (log events, faces, phases, content
 * ids) and checks that none is unused; this test leaves those areas' unused keys to them.
 */
const OWN_USAGE_TESTS: Record<string, string> = { tm: 'tmWords.test.ts', tiny: 'tiny.test.ts', dice: 'dice.test.ts' };

describe('the keys the code uses', () => {
  it.each(Object.entries(OWN_USAGE_TESTS))('area %s checks its unused keys in %s', (_area, file) => {
    expect(readFileSync(join(__dirname, file), 'utf8')).toMatch(/unused|every one used/);
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
    const unused = [...englishKeys].filter((key) => !used.has(key) && !(areaOfKey(key) in OWN_USAGE_TESTS));
    expect(unused).toEqual([]);
  });
});
