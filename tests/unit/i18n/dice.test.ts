// The Dice Game in three languages: the `dice` catalogues name every card and milestone of the data, every
// message formats, and the whole log of every recorded Dice game is said in en, de and fr with no raw key and,
// in de/fr, no line left in English.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES } from '../../../src/renderer/i18n/catalogues';
import { sayIn } from '../../../src/renderer/i18n/say';
import { isMessage, type Message, type MessageParam } from '../../../src/shared/message';
import { diceCardNameKey, diceCardTextKey, diceMilestoneNameKey, diceMilestoneTextKey } from '../../../src/shared/dice/words';
import { PROJECT_CARDS } from '../../../src/engine/dice/data/projects';
import { CORPORATIONS } from '../../../src/engine/dice/data/corporations';
import { BONUS_CARDS } from '../../../src/engine/dice/data/bonusCards';
import { MILESTONES } from '../../../src/engine/dice/data/milestones';
import { diceEngine } from '../../../src/host/systems/dice';
import { legalMoves, viewFor, type DiceState } from '../../../src/engine/dice';
import { loadRecordedGames } from '../support/recordedGames';

const LANGUAGES = ['en', 'de', 'fr'] as const;
const dice = (language: string) => CATALOGUE_FILES[language]!.dice!;
const RAW_KEY = /\bdice\.[a-zA-Z0-9.]+|\{[a-zA-Z]+\}/;

/** Every key a message (with its nested parameters) names. */
function keysOf(message: Message, into = new Set<string>()): Set<string> {
  into.add(message.key);
  const walk = (p: MessageParam): void => {
    if (isMessage(p)) keysOf(p, into);
    else if (Array.isArray(p)) p.forEach(walk);
  };
  Object.values(message.params ?? {}).forEach(walk);
  return into;
}

function replayed(game: ReturnType<typeof loadRecordedGames>['games'][number]): DiceState[] {
  let state = diceEngine.createGame(game.setup as never);
  const states = [state];
  for (const [seat, move] of game.moves) {
    const result = diceEngine.applyMove(state, seat, move as never);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    state = result.state;
    states.push(state);
  }
  return states;
}

const games = loadRecordedGames().games.filter((g) => g.system === 'dice');

describe('the dice catalogues', () => {
  it('hold the game\'s words (the same keys and ICU arguments in every language: catalogues.test.ts, for every area)', () => {
    expect(Object.keys(dice('en')).length).toBeGreaterThan(300);
  });

  it('name and describe every card, corporation, bonus card and milestone of the data, the English as designed', () => {
    for (const language of LANGUAGES) {
      for (const c of [...PROJECT_CARDS, ...CORPORATIONS, ...BONUS_CARDS]) {
        expect(dice(language)[diceCardNameKey(c.id)], `${language} ${c.id}`).toBeTruthy();
        expect(dice(language)[diceCardTextKey(c.id)], `${language} ${c.id}`).toBeTruthy();
      }
      for (const m of MILESTONES) {
        expect(dice(language)[diceMilestoneNameKey(m.id)]).toBeTruthy();
        expect(dice(language)[diceMilestoneTextKey(m.id)]).toBeTruthy();
      }
    }
    for (const c of [...PROJECT_CARDS, ...CORPORATIONS, ...BONUS_CARDS]) {
      expect(dice('en')[diceCardNameKey(c.id)]).toBe(c.name);
      expect(dice('en')[diceCardTextKey(c.id)]).toBe(c.text);
    }
  });

  // That no key is unused is keysUsed.test.ts's check, for every area alike (cards and milestones: dynamicKeys/dice.ts).

  it('every message parses and formats in every language', () => {
    for (const language of LANGUAGES) {
      const say = sayIn(language);
      for (const key of Object.keys(dice(language))) {
        // Each argument the message names: a select gets a word (its `other` case), everything else a number.
        const params: Record<string, string | number> = {};
        for (const [, name, type] of dice(language)[key]!.matchAll(/\{(\w+)(?:,\s*(\w+))?/g)) params[name!] = type === 'select' ? 'x' : 2;
        const said = say(key, params);
        expect(said, `${language} ${key}`).not.toBe(key);
        expect(said, `${language} ${key}`).not.toMatch(/[{}]/);
      }
    }
  });
});

describe('every recorded Dice game said in en, de and fr', () => {
  for (const game of games) {
    it(`${game.name}: the whole log, the prompts and their answers, with no raw key and no English left`, () => {
      const states = replayed(game);
      const final = states.at(-1)!;
      const messages: Message[] = [...final.log];
      // The prompts along the way (titles and every answer's label) and the board's bonus labels.
      for (const state of states.filter((_, i) => i % 7 === 0)) {
        const seat = state.pending?.seat;
        if (seat === undefined) continue;
        const view = viewFor(state, seat);
        if (view.prompt) {
          messages.push(view.prompt.title);
          if (view.prompt.kind === 'choice') messages.push(...view.prompt.choices.map((c) => c.label));
        }
        expect(legalMoves(state, seat).length).toBeGreaterThan(0);
      }
      const view = viewFor(final, 0);
      messages.push(...view.areas.flatMap((a) => a.bonus), ...view.milestones.flatMap((m) => [m.name, m.text]));
      expect(final.log.length).toBeGreaterThan(50);
      const english = messages.map((m) => sayIn('en')(m));
      for (const language of LANGUAGES) {
        const said = messages.map((m) => sayIn(language)(m));
        const raw = said.filter((line) => RAW_KEY.test(line));
        expect(raw, language).toEqual([]);
        if (language === 'en') continue;
        // A line may read the same as in English only when it is names and numbers (and signs) alone.
        const same = said.filter((line, i) => line === english[i] && /[a-z]{3,}/.test(line.replace(/\b(Ada|Bo|Cy|Di|Bot \d|Helion|Teractor|UNMI|Inventrix|Mohole|Sabotage|Bonus|Production|Logistique|Réputation|Lobbying|Investor|Triumph|Excellent|Solide|Corporation)\b/g, '')));
        expect(same, language).toEqual([]);
      }
    });
  }

  it('the solo line for a milestone that leaves names the milestone, in every language', () => {
    const line: Message = { key: 'dice.log.milestoneRemoved', params: { turn: 16, milestone: { key: diceMilestoneNameKey('M5') } } };
    expect(sayIn('en')(line)).toBe('Turn 16: the unclaimed Tactician milestone is removed.');
    expect(sayIn('de')(line)).toContain('Taktiker');
    expect(sayIn('fr')(line)).toContain('Tacticien');
  });

  it('a log line of an older version (plain text) is not a message; keys of the log all exist', () => {
    const used = new Set<string>();
    for (const game of games) for (const entry of replayed(game).at(-1)!.log) keysOf(entry, used);
    for (const key of used) expect(dice('de')[key], key).toBeTruthy();
  });
});

describe('a refused Dice move crosses the host boundary as words-as-data', () => {
  it('the window accepts an error that is a message, said in its language, and refuses a malformed one', async () => {
    const { parseHostMessage } = await import('../../../src/shared/hostMessages');
    const { applyMove, createGame } = await import('../../../src/engine/dice');
    const state = createGame({ seed: 'x', players: [{ name: 'Ada', color: 'red', kind: 'human' }, { name: 'Bo', color: 'green', kind: 'human' }] });
    const refused = applyMove(state, 1 - state.pending!.seat, { type: 'productionTurn' });
    expect(refused.ok).toBe(false);
    const error = refused.ok ? null : refused.error;
    const parsed = parseHostMessage(JSON.stringify({ type: 'error', message: error }));
    expect(parsed).toEqual({ type: 'error', message: error });
    if (parsed.type !== 'error' || typeof parsed.message === 'string') throw new Error('not a message');
    expect(sayIn('de')(parsed.message)).toMatch(/^Du bist nicht dran: Es wird auf (Ada|Bo) gewartet\.$/);
    const bad = parseHostMessage(JSON.stringify({ type: 'error', message: { key: 'x'.repeat(500) } }));
    const { sayMessageOrText } = await import('../../../src/renderer/i18n/say');
    expect(bad.type === 'error' && sayMessageOrText(sayIn('en'), bad.message).startsWith('The host sent a message this app does not accept')).toBe(true);
  });
});
