// The LAN, campaign and card-browser screens and the host's messages (areas lan, campaign, browser, host):
// the same keys and arguments in en/de/fr, every message said in each language with no raw key or `{arg}`
// left, and German and French never the English sentence (names, symbols and words both languages share aside).
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES } from '../../../src/renderer/i18n/catalogues';
import { sayIn } from '../../../src/renderer/i18n/say';
import { msg } from '../../../src/shared/message';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const AREAS = ['lan', 'campaign', 'browser', 'host'] as const;
const RAW = /\b(lan|campaign|browser|host)\.[a-zA-Z.]+|\{[a-zA-Z]+\}/;

/** Words the same in English and in German or French (proper names, symbols, loanwords). */
const SHARED: Record<string, readonly string[]> = {
  de: ['lan.panel.chip', 'campaign.replay.nextUnit', 'campaign.replay.prevUnit', 'campaign.action.ok', 'campaign.resource.megacredits', 'browser.set.cornucopia', 'campaign.replay.pause', 'campaign.stats.ratio', 'lan.presence.bot', 'campaign.standings.bot', 'campaign.create.person', 'campaign.transfer.done'],
  fr: ['lan.panel.chip', 'campaign.action.ok', 'campaign.resource.megacredits', 'browser.set.cornucopia', 'browser.set.colonies', 'campaign.replay.pause', 'campaign.stats.ratio', 'lan.presence.bot', 'campaign.standings.bot', 'browser.filter.type', 'campaign.report.total', 'browser.kind.corporation', 'campaign.report.rank', 'campaign.standings.bot'],
};

/** Parameters for a message: a select its `other`, a plural or number 2, anything else a name-like word. */
function sampleParams(message: string): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.select) params[e.value] = 'other';
      else if (e.type === TYPE.plural || e.type === TYPE.number) params[e.value] = 2;
      else if (e.type === TYPE.argument) params[e.value] = 'Ada';
      if (e.type === TYPE.plural || e.type === TYPE.select) for (const o of Object.values(e.options)) walk(o.value);
    }
  };
  walk(parse(message));
  return params;
}

describe.each(AREAS)('area %s', (area) => {
  const en = CATALOGUE_FILES.en![area]!;

  it('holds its words (the same keys and ICU arguments in every language: catalogues.test.ts, for every area)', () => {
    expect(Object.keys(en).length).toBeGreaterThan(20);
  });

  it('says every message in each language, German and French never left in English', () => {
    const leftInEnglish: string[] = [];
    for (const key of Object.keys(en)) {
      const params = sampleParams(en[key]!);
      const english = sayIn('en')(key, params);
      expect(english, key).not.toMatch(RAW);
      for (const language of ['de', 'fr'] as const) {
        const said = sayIn(language)(key, params);
        expect(said, `${language} ${key}`).not.toMatch(RAW);
        expect(said.trim(), `${language} ${key}`).not.toBe('');
        if (said === english && !SHARED[language]!.includes(key)) leftInEnglish.push(`${language} ${key}: ${said}`);
      }
    }
    expect(leftInEnglish).toEqual([]);
  });
});

describe('the host’s refusals with what they wrap', () => {
  it('say a nested game name and a lower-level detail in each language', () => {
    const refusal = msg('host.session.otherGame', { saved: msg('common.system.tiny'), game: msg('common.system.dice') });
    expect(sayIn('en')(refusal)).toBe('This save is a game of TINYforming Mars, not of Terraforming Mars: The Dice Game.');
    expect(sayIn('de')(refusal)).toContain('Das Würfelspiel');
    const broken = msg('host.session.moveBreaksRules', { number: 3, seat: 2, detail: msg('host.session.over') });
    expect(sayIn('fr')(broken)).toBe('Le coup 3 de cette sauvegarde (place 2) enfreint les règles : La partie est terminée.. Le fichier est endommagé ou a été modifié.');
  });
});
