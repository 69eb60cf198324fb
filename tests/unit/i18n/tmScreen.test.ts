// The Terraforming Mars screen's own words (area tmScreen) and the hint's (area hint) in English, German and French:
// the same keys everywhere, every message formats with the arguments the code passes, German and French are not
// English left over, and the screen's helpers (phase, hint moves and reasons, shortcuts) speak each language.
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { CATALOGUE_FILES } from '../../../src/renderer/i18n/catalogues';
import { sayIn } from '../../../src/renderer/i18n/say';
import { LANGUAGES } from '../../../src/renderer/i18n/languages';
import { HINT_REASON_KEYS } from '../../../src/shared/hint';
import { describeTmMove } from '../../../src/renderer/hints/describeTmMove';
import { reasonWords } from '../../../src/renderer/hints/hintWords';
import { phaseLabel } from '../../../src/renderer/tm/Panels';
import { TM_SHORTCUTS } from '../../../src/renderer/tm/shortcuts';
import { UNDO_KEY } from '../../../src/renderer/undo/useUndoShortcut';
import { keyLabel } from '../../../src/renderer/common/shortcuts';
import { parameterFormat } from '../../../src/renderer/tm/parameterWords';
import { createGame, viewFor } from '../../../src/engine/tm';
import { setupFor } from '../support/tmHarness';

const AREAS = ['tmScreen', 'hint'] as const;

/** Values for a message's arguments as the code passes them: numbers for plurals and number formats, ids for selects. */
function sampleValues(message: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.plural || el.type === TYPE.number) values[el.value] = 3;
      else if (el.type === TYPE.select) values[el.value] = Object.keys(el.options).find((o) => o !== 'other') ?? 'x';
      else if (el.type === TYPE.argument) values[el.value] ??= 'Ada';
      if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return values;
}

/**
 * German or French messages that may read exactly as the English: symbols, numbers and names only, or a word the
 * languages share (each checked by hand).
 */
const SAME_AS_ENGLISH = new Set([
  'tmScreen.log.generation', 'tmScreen.keys.withKey', 'tmScreen.resource.megacredits', 'tmScreen.chances.percent',
  'tmScreen.keyName.escape', 'tmScreen.tagShort.science', 'tmScreen.tagShort.jovian', 'tmScreen.tagShort.plant',
  'tmScreen.tagShort.microbe', 'tmScreen.tagShort.animal', 'tmScreen.keyName.ctrlZ', 'tmScreen.factory.actions',
  'tmScreen.element.potassium', 'tmScreen.tab.projects', 'tmScreen.scores.total', 'tmScreen.hand.play',
  'tmScreen.board.production', 'tmScreen.board.hand', 'tmScreen.factory.stack', 'tmScreen.top.temperature',
  'hint.chance.value', 'hint.chance.range', 'hint.tm.option', 'hint.tm.standardProject',
]);

describe.each(AREAS)('area %s', (area) => {
  const english = CATALOGUE_FILES.en[area];

  it('holds the screen\'s words (the same keys and ICU arguments in every language: catalogues.test.ts, for every area)', () => {
    expect(Object.keys(english).length).toBeGreaterThan(40);
  });

  it.each(LANGUAGES)('formats every %s message with its arguments, leaving no raw key or {argument}', (language) => {
    const say = sayIn(language);
    const broken: string[] = [];
    for (const key of Object.keys(english)) {
      const text = say(key, sampleValues(english[key]));
      if (text === key || /[{}]/.test(text) || text.trim() === '') broken.push(`${key}: ${text}`);
    }
    expect(broken).toEqual([]);
  });

  it.each(['de', 'fr'] as const)('leaves no English message in %s (symbols and shared words aside)', (language) => {
    const say = sayIn(language);
    const en = sayIn('en');
    const same = Object.keys(english).filter((key) => {
      const values = sampleValues(english[key]);
      return say(key, values) === en(key, values) && !SAME_AS_ENGLISH.has(key);
    });
    // French writes "Production", "Total", "Potassium" and "Option" as English does; German "Draft".
    const allowedIn: Record<string, string[]> = {
      de: ['tmScreen.element.phosphorus', 'tmScreen.tagShort.earth'],
      fr: ['tmScreen.cards.clear', 'tmScreen.tab.factories', 'tmScreen.help.resources', 'tmScreen.tagShort.space', 'tmScreen.tagShort.city', 'tmScreen.tagShort.wild', 'tmScreen.tagShort.event', 'tmScreen.tagShort.power', 'tmScreen.tagMeaning.microbe', 'tmScreen.tagMeaning.animal', 'tmScreen.amount.confirmNone', 'tmScreen.space.bonus', 'tmScreen.element.light', 'tmScreen.element.nitrogen', 'tmScreen.element.oxygen', 'tmScreen.element.water', 'tmScreen.element.heat', 'tmScreen.element.carbonDioxide'],
    };
    expect(same.filter((key) => !allowedIn[language].includes(key))).toEqual([]);
  });
});

describe('the TM screen helpers in each language', () => {
  const view = viewFor(createGame(setupFor(2, 'tm-screen-words')), 0);

  it('names every phase of the generation, and an unknown one by its id', () => {
    const phases = ['setup', 'playerOrder', 'draft', 'research', 'investment', 'action', 'production', 'solar', 'finalGreenery', 'scoring', 'ended'];
    expect(phases.map((p) => phaseLabel(sayIn('de'), p))).toEqual([
      'Aufbau', 'Spielerreihenfolge', 'Draft', 'Forschung', 'Investition', 'Aktionsphase', 'Produktion', 'Solarphase', 'Letzte Grünflächen', 'Wertung', 'Spielende',
    ]);
    expect(phaseLabel(sayIn('fr'), 'action')).toBe('Phase d’actions');
    expect(phaseLabel(sayIn('en'), 'somethingNew')).toBe('somethingNew');
  });

  it('writes the parameters as each language writes degrees and percent', () => {
    expect(parameterFormat(sayIn('en')).temperature(4)).toBe('+4°C');
    expect(parameterFormat(sayIn('de')).temperature(-30)).toBe('-30 °C');
    expect(parameterFormat(sayIn('fr')).temperature(0)).toBe('0 °C');
    expect(parameterFormat(sayIn('de')).oxygen(7)).toBe('7 %');
  });

  it('describes hint moves in German and French with the names players of that language read', () => {
    const de = sayIn('de');
    const fr = sayIn('fr');
    expect(describeTmMove(view, { type: 'standardProject', project: 'Greenery' }, de)).toBe('Standardprojekt: Grünfläche');
    expect(describeTmMove(view, { type: 'pass' }, fr)).toBe('Passer pour cette génération');
    expect(describeTmMove(view, { type: 'convertPlants' }, fr)).toBe('Plantes → forêt');
    expect(describeTmMove(view, { type: 'claimMilestone', milestone: 'Mayor' }, de)).toBe(`Den Meilenstein ${de('tmCards.milestone.mayor.name')} beanspruchen`);
    expect(describeTmMove(view, { type: 'trade', pay: 'titanium' }, de)).toBe('Mit einer Kolonie handeln, bezahlt mit Titan');
    expect(describeTmMove(view, { type: 'grid', cell: 2 }, fr)).toBe('Case 3 de l’usine');
    expect(describeTmMove(view, 'junk', de)).toBe('eine Antwort, die dieser Bildschirm nicht zeigen kann');
    const space = view.spaces.find((s) => s.type === 'land' && !s.name)!;
    expect(describeTmMove(view, { type: 'space', space: space.id }, de)).toMatch(/^Auf (einem|einem leeren) Landfeld/);
  });

  it('gives every hint reason the host may send in each language, naming TM milestones in that language', () => {
    for (const language of LANGUAGES) {
      const say = sayIn(language);
      for (const key of HINT_REASON_KEYS) {
        const text = reasonWords(say, { key, params: { amount: 2, points: 5, resource: 'plants', parameter: 'oxygen', cube: 'heat', milestone: 'Mayor', award: 'Banker' }, versus: 1 }, 'X');
        expect(text, `${language} ${key}`).not.toMatch(/[{}]|hint\.reason/);
        expect(text.length).toBeGreaterThan(10);
      }
    }
    const fr = sayIn('fr');
    expect(reasonWords(fr, { key: 'hint.reason.fundsAward', params: { award: 'Banker' }, versus: 1 }, 'X')).toContain(fr('tmCards.award.banker.name'));
    // A small game's milestone is its own name, as the host sends it.
    expect(reasonWords(fr, { key: 'hint.reason.claimsMilestone', params: { milestone: 'Gardener' }, versus: null }, null, 'dice')).toContain('Gardener');
  });

  it('lists every shortcut in the legend in each language, keys named the language’s way', () => {
    for (const language of LANGUAGES) {
      const say = sayIn(language);
      for (const line of [...TM_SHORTCUTS, UNDO_KEY]) expect(say(line.does)).not.toBe(line.does);
    }
    expect(TM_SHORTCUTS.map((s) => keyLabel(sayIn('de'), s))).toContain('Umschalt+N');
    expect(TM_SHORTCUTS.map((s) => keyLabel(sayIn('fr'), s))).toContain('Échap');
    expect(keyLabel(sayIn('de'), UNDO_KEY)).toBe('Strg+Z');
  });
});
