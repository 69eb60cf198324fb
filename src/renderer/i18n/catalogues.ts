/// <reference types="vite/client" />
// The message catalogues: one flat JSON file of `key: ICU message` per area and language
// (catalogues/<language>/<area>.json), merged per language. Areas keep the files small and apart.
import type { Language } from './languages';

type Catalogue = Record<string, string>;

const files = import.meta.glob<Catalogue>('./catalogues/*/*.json', { eager: true, import: 'default' });

/** Every catalogue file by language and area, as loaded (the tests check them against each other). */
export const CATALOGUE_FILES: Readonly<Record<string, Readonly<Record<string, Catalogue>>>> = (() => {
  const byLanguage: Record<string, Record<string, Catalogue>> = {};
  for (const [path, catalogue] of Object.entries(files)) {
    const [, language, area] = /\.\/catalogues\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
    (byLanguage[language] ??= {})[area] = catalogue;
  }
  return byLanguage;
})();

/** All of one language's messages by key. */
export function messagesOf(language: Language): Catalogue {
  return Object.assign({}, ...Object.values(CATALOGUE_FILES[language] ?? {}));
}
