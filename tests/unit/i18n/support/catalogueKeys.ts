// What the catalogue tests read: every catalogue file, the keys the source writes out, and the keys each
// area declares it builds at run time (src/renderer/i18n/dynamicKeys/<area>.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export const SRC = resolve(__dirname, '../../../../src');

/** Every .ts/.tsx file under a folder. */
export function sourceFiles(dir: string = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) ? [full] : [];
  });
}

/** A string literal (quotes or a backtick without `${`) of at least three dotted parts: what a key looks like. */
const KEY_LITERAL = /(['"`])([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9_-]+){2,})\1/g;

/** Every key-shaped literal in the source, with the files it appears in. */
export function keyLiteralsInSource(files: readonly string[] = sourceFiles()): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(KEY_LITERAL)) {
      const where = relative(SRC, file);
      const list = found.get(match[2]) ?? [];
      if (!list.includes(where)) list.push(where);
      found.set(match[2], list);
    }
  }
  return found;
}

/** The names of a message's arguments ({name}, {count, plural, ...}, <tag>...</tag>), its options' included. */
export function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      if (el.type === TYPE.tag) {
        names.add(`<${el.value}>`);
        walk(el.children);
        continue;
      }
      names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** The area a key belongs to: its first part. */
export const areaOfKey = (key: string) => key.split('.')[0];

/** A template literal that builds a key from data: `tm.amount.${resource}`, `dice.card.${id}.name`. */
const KEY_TEMPLATE = /`([a-z][a-zA-Z0-9]*\.(?:[a-zA-Z0-9_.-]|\$\{[^}`]*\})+)`/g;

/**
 * The families of keys the source builds with template literals, as patterns: each `${…}` stands for one key
 * part (`tm.amount.${resource}` matches `tm.amount.heat`, not `tm.amount.production.heat`).
 */
export function keyFamiliesInSource(files: readonly string[] = sourceFiles()): RegExp[] {
  const families = new Map<string, RegExp>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(KEY_TEMPLATE)) {
      if (!match[1].includes('${')) continue;
      const pieces = match[1].split(/\$\{[^}`]*\}/).map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const pattern = `^${pieces.join('[^.]+')}$`;
      families.set(pattern, new RegExp(pattern));
    }
  }
  return [...families.values()];
}
