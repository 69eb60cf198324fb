// The `tiny` catalogue (TINYforming Mars): every key used defined, and every word a recorded game produces (its
// whole log, each prompt, each choice, each reason and card text) said in en, de and fr with no raw key, no
// unformatted parameter and, in German and French, no English left over.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as tiny from '../../../src/engine/tiny';
import { PROJECTS } from '../../../src/engine/tiny/data/projects';
import { tinyMachine } from '../../../src/engine/tiny/flow/tinyMachine';
import { CATALOGUE_FILES } from '../../../src/renderer/i18n/catalogues';
import { sayIn } from '../../../src/renderer/i18n/say';
import { tinyPhaseWords } from '../../../src/renderer/tiny/phaseWords';
import { choicesOf, cityOrigins } from '../../../src/renderer/tiny/promptChoices';
import { describeTinyMove } from '../../../src/renderer/hints/describeSmallMove';
import { isMessage, type Message } from '../../../src/shared/message';
import { STANDARD_PROJECTS, TINY_TAGS, TOKEN_KINDS } from '../../../src/shared/tiny/basics';
import type { TinyMove } from '../../../src/shared/tiny/moves';
import type { TinyView } from '../../../src/shared/tiny/view';
import { loadRecordedGames } from '../support/recordedGames';

const LANGUAGES = ['en', 'de', 'fr'] as const;
const catalogue = (language: string) => CATALOGUE_FILES[language]?.tiny ?? {};

/** Every file under a folder with its text. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

/** Keys written out in the code, plus those built from the content data (projects, tags, phases...). */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  const code = ['src/engine/tiny', 'src/shared/tiny', 'src/renderer/tiny', 'src/renderer/hints/describeSmallMove.ts'].flatMap((p) =>
    statSync(p).isDirectory() ? sources(p) : [readFileSync(p, 'utf8')],
  );
  for (const text of code) for (const m of text.matchAll(/'(tiny\.[a-zA-Z]+\.[a-zA-Z.]+)'/g)) keys.add(m[1]);
  for (const p of PROJECTS) for (const part of ['name', 'text']) keys.add(`tiny.project.${p.id}.${part}`);
  for (const id of STANDARD_PROJECTS) for (const part of ['name', 'text']) keys.add(`tiny.standard.${id}.${part}`);
  for (const tag of TINY_TAGS) keys.add(`tiny.tag.${tag}`);
  for (const token of TOKEN_KINDS) keys.add(`tiny.token.${token}`);
  for (const phase of Object.keys(tinyMachine.config.states ?? {})) keys.add(tinyPhaseWords(phase).key);
  return keys;
}

/** Replays each recorded TINY game, handing every view along the way (each seat's) and the final state. */
function recordedGames(): { name: string; names: string[]; views: TinyView[]; moves: [number, TinyMove][]; states: tiny.TinyState[] }[] {
  return loadRecordedGames()
    .games.filter((g) => g.system === 'tiny')
    .map((g) => {
      let state = tiny.createGame(g.setup as Parameters<typeof tiny.createGame>[0]);
      const views: TinyView[] = [];
      const states: tiny.TinyState[] = [state];
      for (const [seat, move] of g.moves) {
        views.push(tiny.viewFor(state, seat));
        const result = tiny.applyMove(state, seat, move as TinyMove);
        if (!result.ok) throw new Error(`${g.name}: ${JSON.stringify(result.error)}`);
        state = result.state;
        states.push(state);
      }
      views.push(tiny.viewFor(state, 0));
      return { name: g.name, names: state.players.map((p) => p.name), views, moves: g.moves as [number, TinyMove][], states };
    });
}

const RAW = /^[a-z]+\.[a-zA-Z.-]+$/;
function expectSaid(text: string, what: string): void {
  expect(text, what).not.toMatch(RAW);
  expect(text, what).not.toMatch(/[{}]|tiny\./);
  expect(text.trim(), what).not.toBe('');
}

/** A line a language may leave as in English: only names, numbers and punctuation. */
function onlyNamesAndNumbers(text: string, names: string[]): boolean {
  let rest = text;
  for (const name of names) rest = rest.split(name).join('');
  return /^[\s\d.,:;/()×*·-]*$/.test(rest);
}

describe('the tiny catalogue', () => {
  // The same keys and ICU parameters in every language: catalogues.test.ts, for every area.
  it('holds the game\'s words, and every key used defined', () => {
    expect(Object.keys(catalogue('en')).length).toBeGreaterThan(150);
    // Every key used is defined; that none is left unused is keysUsed.test.ts's check, for every area alike.
    expect([...usedKeys()].filter((key) => !(key in catalogue('en')))).toEqual([]);
  });

  it('says the whole log, every prompt, choice, reason and card of every recorded game in en, de and fr', () => {
    const games = recordedGames();
    expect(games.map((g) => g.name)).toEqual(['tiny-2p-tharsis', 'tiny-2p-elysium', 'tiny-solitaire']);
    let lines = 0;
    for (const game of games) {
      const finalLog = game.views[game.views.length - 1].log as Message[];
      expect(finalLog.every(isMessage)).toBe(true);
      const said = Object.fromEntries(LANGUAGES.map((language) => [language, finalLog.map((line) => sayIn(language)(line))])) as Record<string, string[]>;
      for (const language of LANGUAGES) for (const line of said[language]) expectSaid(line, `${game.name} ${language}: ${line}`);
      for (const language of ['de', 'fr']) {
        said[language].forEach((line, i) => {
          if (line === said.en[i]) expect(onlyNamesAndNumbers(line, game.names), `${game.name} ${language} still English: ${line}`).toBe(true);
        });
      }
      lines += finalLog.length;
      // The words of every position: prompt, buttons, the hint's description, table reasons, card texts.
      for (const language of LANGUAGES) {
        const say = sayIn(language);
        game.views.forEach((view, i) => {
          const words: Message[] = [tinyPhaseWords(view.phase)];
          for (const t of view.table) {
            words.push(t.project.name, t.project.text);
            if (t.project.parameter) words.push(t.project.parameter);
            if (t.reason) words.push(t.reason);
          }
          for (const sp of view.standardProjects) words.push(sp.name, sp.text);
          if (view.prompt) {
            words.push(view.prompt.title);
            const origins = cityOrigins(view.prompt);
            for (const origin of origins.length ? origins.map((o) => o.from) : [null]) {
              for (const c of choicesOf(view.prompt, origin)) words.push(c.label, ...(c.detail ? [c.detail] : []));
            }
            for (const o of origins) words.push(o.label);
            const move = game.moves[i]?.[1];
            if (move) expectSaid(describeTinyMove(view, move, say), `${game.name} hint ${language}`);
          }
          for (const m of words) expectSaid(say(m), `${game.name} ${language} ${JSON.stringify(m)}`);
        });
      }
    }
    expect(lines).toBeGreaterThan(300);
  });

  it('says every refusal of applyMove in en, de and fr', () => {
    const game = recordedGames()[0];
    const errors: Message[] = [];
    const tries: TinyMove[] = [
      { type: 'pass' }, { type: 'orient', keep: 0 }, { type: 'city', from: null, to: 1 }, { type: 'city', from: 3, to: 4 },
      { type: 'hex', hex: 1 }, { type: 'skip' }, { type: 'token', token: 'science' }, { type: 'option', index: 3 },
      { type: 'project', project: 'lichen' }, { type: 'project', project: 'no-such' }, { type: 'standard', project: 'importWater' },
      { type: 'bogus' } as unknown as TinyMove,
    ];
    for (const state of game.states.filter((_, i, all) => i % 7 === 0 || i === all.length - 1)) {
      for (const seat of [0, 1]) for (const move of tries) {
        const r = tiny.applyMove(state, seat, move);
        if (!r.ok) errors.push(r.error);
      }
    }
    const keys = new Set(errors.map((e) => e.key));
    for (const key of ['tiny.error.mustAnswer', 'tiny.error.notYourTurn', 'tiny.error.malformedMove', 'tiny.error.gameOver', 'tiny.error.unknownProject', 'tiny.reason.project']) expect(keys).toContain(key);
    for (const language of LANGUAGES) for (const e of errors) expectSaid(sayIn(language)(e), `${language} ${JSON.stringify(e)}`);
    expect(sayIn('de')(errors.find((e) => e.key === 'tiny.error.notYourTurn')!)).toMatch(/^Platz \d hat gerade nichts zu entscheiden; es wird auf R\d gewartet\.$/);
  });

  it('keeps the log language-free in the state: a game saved in German opens in English', () => {
    const game = recordedGames()[2];
    const last = game.states[game.states.length - 1];
    expect(JSON.stringify(last.log)).not.toMatch(/[A-Z][a-z]+ [a-z]+ [a-z]+/);
    expect(sayIn('en')(last.log[0])).toBe('R1 plays solitaire on Tharsis.');
    expect(sayIn('de')(last.log[0])).toBe('R1 spielt solo auf Tharsis.');
    expect(sayIn('fr')(last.log[0])).toBe('R1 joue en solitaire sur Tharsis.');
  });
});
