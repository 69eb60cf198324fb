// The words of Terraforming Mars prompts (area `tmPrompt`): the same keys and ICU arguments in English, German
// and French; every prompt title and option the recorded TM games pass through, and every action and choice
// label in the card and module data, said in all three with no raw key, no unformatted argument and no English
// left in German or French.
import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../../src/host/systems';
import { isMessage, type Message, type MessageParam } from '../../../src/shared/message';
import type { Prompt } from '../../../src/shared/tm/prompt';
import { ALL_CARDS } from '../../../src/engine/tm/cards/catalogue';
import { MODULES } from '../../../src/engine/tm/cornucopia/moduleData';
import type { TmState } from '../../../src/engine/tm/state';
import { CATALOGUE_FILES } from '../../../src/renderer/i18n/catalogues';
import { sayIn } from '../../../src/renderer/i18n/say';
import { loadRecordedGames } from '../support/recordedGames';

const LANGUAGES = ['en', 'de', 'fr'] as const;
const area = (language: string) => CATALOGUE_FILES[language]!.tmPrompt!;

/** Content names are another area's (tmCards): compared here as their ids, proper names the test recognises. */
const CONTENT_NAME = /^tmCards\.(card|colony|milestone|award)\.([^.]+)\.name$/;
function withContentAsIds(message: Message): Message {
  const swap = (value: MessageParam): MessageParam => {
    if (Array.isArray(value)) return value.map(swap);
    if (!isMessage(value)) return value;
    const content = CONTENT_NAME.exec(value.key);
    return content ? `«${content[2]}»` : withContentAsIds(value);
  };
  return { key: message.key, params: Object.fromEntries(Object.entries(message.params ?? {}).map(([k, v]) => [k, swap(v as MessageParam)])) };
}

/** Every title and option of every decision the recorded TM games wait on, once each. */
function recordedPromptWords(): { titles: Message[]; options: Message[]; players: Set<string> } {
  const engine = ENGINES.tm!;
  const titles = new Map<string, Message>();
  const options = new Map<string, Message>();
  const players = new Set<string>();
  const collect = (state: TmState) => {
    for (const decision of Object.values(state.pending)) {
      if (!decision) continue;
      const prompt: Prompt = decision.prompt;
      titles.set(JSON.stringify(prompt.title), prompt.title);
      if (prompt.kind === 'option') for (const option of prompt.options) options.set(JSON.stringify(option), option);
    }
  };
  for (const game of loadRecordedGames().games.filter((g) => g.system === 'tm')) {
    let state = engine.createGame(game.setup) as TmState;
    state.players.forEach((p) => players.add(p.name));
    collect(state);
    game.moves.forEach(([seat, move], i) => {
      const result = engine.applyMove(state as never, seat, move as never);
      if (!result.ok) throw new Error(`${game.name}: move ${i} is illegal on replay`);
      state = result.state as TmState;
      collect(state);
    });
  }
  return { titles: [...titles.values()], options: [...options.values()], players };
}

/** Every `label` message anywhere in the card and module data (card actions, choices between effects). */
function dataLabels(): Message[] {
  const found = new Map<string, Message>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'label' && isMessage(inner)) found.set(JSON.stringify(inner), inner);
        else walk(inner);
      }
    }
  };
  walk(ALL_CARDS);
  walk(MODULES);
  return [...found.values()];
}

describe('the TM prompts’ words', () => {
  it('holds the prompts\' words (the same keys and ICU arguments in every language: catalogues.test.ts, for every area)', () => {
    expect(Object.keys(area('en')).length).toBeGreaterThan(100);
  });

  const recorded = recordedPromptWords();
  const labels = dataLabels();
  const groups = { titles: recorded.titles, options: recorded.options, 'card and module labels': labels };
  const names = [...recorded.players].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const onlyNames = (text: string) => /^[\s\d«»\-−+.,:;()%°C€M]*$/.test(text.replace(/«[^»]*»/g, '').replace(new RegExp(`\\b(${names})\\b`, 'g'), ''));

  it('meets many prompts in the recorded games, and labels for every multi-action card', () => {
    expect(recorded.titles.length).toBeGreaterThan(100);
    expect(recorded.options.length).toBeGreaterThan(30);
    expect(labels.length).toBeGreaterThan(60);
    expect([...recorded.titles, ...recorded.options, ...labels].filter((m) => !m.key.startsWith('tmPrompt.'))).toEqual([]);
  });

  for (const [group, messages] of Object.entries(groups)) {
    const said = Object.fromEntries(LANGUAGES.map((language) => [language, messages.map((m) => sayIn(language)(withContentAsIds(m)))]));
    const withNames = Object.fromEntries(LANGUAGES.map((language) => [language, messages.map((m) => sayIn(language)(m))]));

    for (const language of LANGUAGES) {
      it(`says every one of the ${group} in ${language}, content names too, with no raw key and no unformatted argument`, () => {
        const bad = withNames[language].filter((text) => /\btm(Prompt|Cards)?\.[a-z]+\.[a-zA-Z.]+/.test(text) || /[{}]/.test(text) || text.trim() === '');
        expect(bad).toEqual([]);
      });
    }

    for (const language of ['de', 'fr'] as const) {
      it(`leaves none of the ${group} in English in ${language}`, () => {
        const same = messages.map((_, i) => i).filter((i) => said[language][i] === said.en[i] && !onlyNames(said.en[i]));
        expect(same.map((i) => said.en[i])).toEqual([]);
      });
    }
  }
});
