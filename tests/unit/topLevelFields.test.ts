// The top-level field scanner against JSON.parse: same values, fed whole or in pieces, and untroubled by
// size or nesting.
import { describe, expect, it } from 'vitest';
import { requestIdOf } from '../../src/shared/requestIdOf';
import { scanTopLevelFields, TopLevelFieldScanner } from '../../src/shared/topLevelFields';

const tricky = {
  format: 'tharsis-save',
  text: 'a "quoted" } ] { [ , : \\ string \u00e9\u{1F680}',
  nested: { format: 'not-top-level', list: [1, [2, { meta: 'no' }], 'x,y}'] },
  version: 1,
  flag: true,
  nothing: null,
  negative: -12.5e3,
  meta: { players: ['A', 'B\\"'], generation: 3 },
  empty: {},
  emptyList: [],
};

describe('top-level field scanner', () => {
  it('finds the same values JSON.parse does, compact or indented, whole or fed in pieces of any size', () => {
    const wanted = Object.keys(tricky);
    for (const text of [JSON.stringify(tricky), JSON.stringify(tricky, null, 2), ` \n${JSON.stringify(tricky, null, '\t')}\n`]) {
      const whole = scanTopLevelFields(text, wanted, 1000);
      expect(whole.isObject && whole.complete).toBe(true);
      expect(Object.fromEntries([...whole.values].map(([k, v]) => [k, JSON.parse(v)]))).toEqual(tricky);
      for (const piece of [1, 2, 3, 7, 64]) {
        const scanner = new TopLevelFieldScanner(new Set(wanted), 1000);
        for (let i = 0; i < text.length; i += piece) scanner.feed(text.slice(i, i + piece));
        expect(scanner.result().values).toEqual(whole.values);
      }
    }
  });

  it('agrees with JSON.parse on 300 random objects, fed in random pieces', () => {
    let seed = 12345;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = <T,>(items: T[]) => items[Math.floor(random() * items.length)];
    const text = () => Array.from({ length: Math.floor(random() * 8) }, () => pick(['a', '"', '\\', '{', ']', ',', ':', ' ', '\n', 'é', '\u0000'])).join('');
    const value = (depth: number): unknown => {
      const kind = depth > 4 ? Math.floor(random() * 4) : Math.floor(random() * 6);
      if (kind === 0) return Math.floor(random() * 2000) - 1000 + (random() < 0.3 ? 0.5 : 0);
      if (kind === 1) return pick([true, false, null]);
      if (kind === 2 || kind === 3) return text();
      if (kind === 4) return Array.from({ length: Math.floor(random() * 4) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, (_, i) => [`${text()}${i}`, value(depth + 1)]));
    };
    for (let round = 0; round < 300; round++) {
      const object = Object.fromEntries(Array.from({ length: 1 + Math.floor(random() * 5) }, (_, i) => [`k${i}`, value(0)]));
      const json = JSON.stringify(object, null, random() < 0.5 ? undefined : 1);
      const scanner = new TopLevelFieldScanner(new Set(Object.keys(object)), 100_000);
      for (let i = 0; i < json.length; ) {
        const size = 1 + Math.floor(random() * 20);
        scanner.feed(json.slice(i, i + size));
        i += size;
      }
      const found = scanner.result();
      expect(found.complete).toBe(true);
      expect(Object.fromEntries([...found.values].map(([k, v]) => [k, JSON.parse(v)]))).toEqual(object);
    }
  });

  it('keeps only wanted fields, the last of a repeated key, and reports values over the cap', () => {
    const text = '{"a":1,"meta":{"x":"' + 'y'.repeat(100) + '"},"a":"second","b":[1,2]}';
    const found = scanTopLevelFields(text, ['a', 'meta', 'missing'], 50);
    expect([...found.values]).toEqual([['a', '"second"']]);
    expect([...found.tooLong]).toEqual(['meta']);
  });

  it('tells a text that is not an object, or is cut short', () => {
    expect(scanTopLevelFields('[{"a":1}]', ['a'], 10)).toMatchObject({ isObject: false, complete: false, values: new Map() });
    expect(scanTopLevelFields('\0\0\0', ['a'], 10)).toMatchObject({ isObject: false, complete: false });
    expect(scanTopLevelFields('{"a":1,"b":[1,2', ['a'], 10)).toMatchObject({ isObject: true, complete: false, values: new Map([['a', '1']]) });
  });

  it('passes over a million levels of nesting without using the stack', () => {
    const depth = 1_000_000;
    const text = `{"deep":${'['.repeat(depth)}${']'.repeat(depth)},"id":"found"}`;
    expect(scanTopLevelFields(text, ['id'], 10).values.get('id')).toBe('"found"');
  });
});

describe('requestIdOf', () => {
  it('reads a top-level string requestId of a message it need not parse, and nothing else', () => {
    expect(requestIdOf('{"type":"move","requestId":"r-1"')).toBe('r-1'); // cut short: the id was still written
    expect(requestIdOf(`{"pad":"${'x'.repeat(200_000)}","requestId":"r-2"}`)).toBe('r-2');
    expect(requestIdOf('{"move":{"requestId":"inner"}}')).toBeUndefined();
    expect(requestIdOf('{"requestId":7}')).toBeUndefined();
    expect(requestIdOf(`{"requestId":"${'a'.repeat(65)}"}`)).toBeUndefined();
    expect(requestIdOf('{"requestId":"a\\"b"}')).toBe('a"b');
    expect(requestIdOf('["requestId","x"]')).toBeUndefined();
  });
});
