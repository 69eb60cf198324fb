// The Terraforming Mars engine's words (area `tm`): every key the engine can say present, and the whole story of
// every recorded TM game said in English, German and French with no raw key, no unformatted argument and no English
// left in German/French. (The same keys and ICU arguments in every language: catalogues.test.ts, for every area.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../../src/host/systems';
import { isMessage, type Message, type MessageParam } from '../../../src/shared/message';
import { CATALOGUE_FILES } from '../../../src/renderer/i18n/catalogues';
import { sayIn } from '../../../src/renderer/i18n/say';
import type { LogEntry } from '../../../src/shared/tm/view';
import { loadRecordedGames } from '../support/recordedGames';

const LANGUAGES = ['en', 'de', 'fr'] as const;
const tm = (language: string) => CATALOGUE_FILES[language]!.tm!;

/** Keys of content another area (tmCards) owns: cards, colonies, milestones, awards (see shared/tm/contentKeys.ts). */
const CONTENT_KEY = /^tmCards\.(card\.[^.]+|colony\.[a-z0-9-]+|milestone\.[a-z0-9-]+|award\.[a-z0-9-]+)\.name$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : path.endsWith('.ts') ? [path] : [];
  });
}

/** The keys the engine's source spells out, and the families it builds from data (`tm.amount.${resource}`). */
function keysInSource(): { literal: Set<string>; families: string[] } {
  const literal = new Set<string>();
  const families: string[] = [];
  for (const file of [...sourceFiles('src/engine/tm'), ...sourceFiles('src/shared/tm')]) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/['`](tm\.[a-zA-Z.]+[a-zA-Z])['`]/g)) literal.add(m[1]);
    for (const m of text.matchAll(/`(tm\.[a-zA-Z.]*)\$\{[^}]+\}`/g)) families.push(m[1]);
  }
  return { literal, families };
}

/** Content names are another area's: they are said here as their id, a proper name the test can recognise. */
function withContentAsNames(message: Message): Message {
  const params: Record<string, MessageParam> = {};
  const swap = (value: MessageParam): MessageParam => {
    if (Array.isArray(value)) return value.map(swap);
    if (isMessage(value)) {
      if (CONTENT_KEY.test(value.key)) return `«${value.key.split('.')[2]}»`;
      return withContentAsNames(value);
    }
    return value;
  };
  for (const [name, value] of Object.entries(message.params ?? {})) params[name] = swap(value as MessageParam);
  return { key: message.key, params };
}

/** Every content-name key nested in a message (each must belong to one of the content families). */
function contentKeysIn(message: Message, into: string[] = []): string[] {
  const visit = (value: MessageParam) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isMessage(value)) {
      if (value.key.startsWith('tmCards.card.') || value.key.startsWith('tmCards.colony.') || value.key.startsWith('tmCards.milestone.') || value.key.startsWith('tmCards.award.')) into.push(value.key);
      else contentKeysIn(value, into);
    }
  };
  Object.values(message.params ?? {}).forEach((v) => visit(v as MessageParam));
  return into;
}

/** The distinct log lines of every recorded TM game (the state keeps the recent 400, so it is read every 50 moves). */
function recordedTmLogs(): Message[] {
  const engine = ENGINES.tm!;
  const seen = new Map<string, Message>();
  for (const game of loadRecordedGames().games.filter((g) => g.system === 'tm')) {
    let state = engine.createGame(game.setup) as { log: LogEntry[] };
    const collect = () => {
      for (const entry of state.log) seen.set(JSON.stringify(entry.message), entry.message);
    };
    game.moves.forEach(([seat, move], i) => {
      const result = engine.applyMove(state as never, seat, move as never);
      if (!result.ok) throw new Error(`${game.name}: move ${i} is illegal on replay: ${result.error}`);
      state = result.state as { log: LogEntry[] };
      if (i % 50 === 0) collect();
    });
    collect();
  }
  return [...seen.values()];
}

describe('the TM engine’s words', () => {
  it('holds the engine\'s words (the same keys and ICU arguments in every language: catalogues.test.ts, for every area)', () => {
    expect(Object.keys(tm('en')).length).toBeGreaterThan(50);
  });

  it('has every key the engine spells out', () => {
    const { literal, families } = keysInSource();
    const catalogue = new Set(Object.keys(tm('en')));
    const missing = [...literal].filter((key) => !CONTENT_KEY.test(key) && !catalogue.has(key) && !families.some((f) => key.startsWith(f)));
    expect(missing).toEqual([]);
    // That none is unused is keysUsed.test.ts's check, for every area alike.
  });

  describe('the whole log of every recorded TM game', () => {
    const lines = recordedTmLogs();
    const said = Object.fromEntries(LANGUAGES.map((language) => [language, lines.map((m) => sayIn(language)(withContentAsNames(m)))]));

    it('uses only keys of the tm catalogue and content names of the known families', () => {
      expect(lines.length).toBeGreaterThan(300);
      const catalogue = tm('en');
      expect(lines.filter((m) => !(m.key in catalogue)).map((m) => m.key)).toEqual([]);
      const content = lines.flatMap((m) => contentKeysIn(m));
      expect(content.length).toBeGreaterThan(100);
      expect(content.filter((key) => !CONTENT_KEY.test(key))).toEqual([]);
    });

    for (const language of LANGUAGES) {
      it(`is said in ${language} with no raw key and no unformatted argument`, () => {
        const bad = said[language].filter((text) => /\btm(Cards)?\.[a-z]+\.[a-zA-Z.]+/.test(text) || /[{}]/.test(text) || text.trim() === '');
        expect(bad).toEqual([]);
      });
    }

    for (const language of ['de', 'fr'] as const) {
      it(`leaves no English sentence in ${language}`, () => {
        // A line may read the same as in English only when it is nothing but names and numbers.
        const onlyNames = (text: string) => /^[\s\d«»\-+.,:()%°C€M]*$/.test(text.replace(/«[^»]*»/g, '').replace(/\b(Ada|Boris|Cleo|Dmitri|Bot \d|Player \d|You)\b/g, ''));
        const same = lines.map((_, i) => i).filter((i) => said[language][i] === said.en[i] && !onlyNames(said.en[i]));
        expect(same.map((i) => said.en[i])).toEqual([]);
      });
    }
  });
});
