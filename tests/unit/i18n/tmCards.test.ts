// The words of Terraforming Mars content: every card, production module (both faces), food factory, colony tile,
// milestone and award of the engine's data is named and described in English, German and French, and the
// catalogue holds nothing for content that does not exist.
import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import { ALL_CARDS } from '../../../src/engine/tm/cards/catalogue';
import { MODULES } from '../../../src/engine/tm/cornucopia/moduleData';
import { FACTORIES } from '../../../src/engine/tm/cornucopia/factories';
import { connectedModuleId } from '../../../src/engine/tm/cornucopia/modules';
import { COLONY_TILES } from '../../../src/engine/tm/colonies/tiles';
import { AWARDS, MILESTONES } from '../../../src/engine/tm/milestonesAwards';
import {
  awardNameKey, awardTextKey, cardNameKey, cardTextKey, colonyNameKey, colonyTextKey, milestoneNameKey, milestoneTextKey,
} from '../../../src/shared/tm/contentKeys';
import { requirementMessages, victoryPointsMessage } from '../../../src/engine/tm/cards/faceWords';
import { VP_HOOKS } from '../../../src/engine/tm/cards/hooks';
import { CARD_RESOURCES, PARAMETERS, RESOURCES, TAGS } from '../../../src/shared/tm/basics';
import { msg, type Message, type MessageParam } from '../../../src/shared/message';
import { contentKeys, FACE_KEYS, faceMessageKeys } from './dynamicKeys/tmCards';
import { CATALOGUE_FILES } from '../../../src/renderer/i18n/catalogues';
import { LANGUAGES } from '../../../src/renderer/i18n/languages';
import { sayIn } from '../../../src/renderer/i18n/say';
import { cardWordsIn } from '../../../src/renderer/tm/cardWords';

const catalogue = (language: string) => CATALOGUE_FILES[language]?.tmCards ?? {};

describe('tmCards catalogues', () => {
  const expected = [...contentKeys(), ...faceMessageKeys(), ...Object.keys(FACE_KEYS)].sort();

  it('counts every piece of content: 257 projects, 18 corporations, 36 modules, 4 food factories, 11 colonies, 5 milestones, 5 awards', () => {
    expect(ALL_CARDS.length).toBe(208 + 49 + 18);
    expect(MODULES.length).toBe(36);
    expect(FACTORIES.length).toBe(4);
    expect(COLONY_TILES.length).toBe(11);
    expect(MILESTONES.length + AWARDS.length).toBe(10);
    expect(new Set(expected).size).toBe(expected.length);
  });

  it.each(LANGUAGES)('%s names and describes every content item and has no key for content that does not exist', (language) => {
    expect(Object.keys(catalogue(language)).sort()).toEqual(expected);
  });

  it.each(LANGUAGES)('%s: every message parses, says something and formats with the parameters our code passes', (language) => {
    const say = sayIn(language);
    for (const [key, message] of Object.entries(catalogue(language))) {
      expect(() => parse(message), key).not.toThrow();
      const said = say(key, FACE_KEYS[key] ?? { value: 3, count: 2, min: 1, points: 1, tag: msg('tmCards.cardFace.tag.jovian'), what: msg('tmCards.cardFace.per.animal', { count: 2 }) });
      expect(said.trim().length, key).toBeGreaterThan(0);
      expect(said, key).not.toMatch(/[{}]/);
      expect(said, key).not.toBe(key);
    }
  });

  it.each(['de', 'fr'] as const)('%s: every text and face sentence is translated, not the English left in place', (language) => {
    const en = catalogue('en');
    // Names and single nouns (a tag, "microbe") may be the same word; a sentence may not.
    const sentence = (key: string) => /\.(text|connectedText|requirement)$|^tm\.cardFace\.(req|vp)\./.test(key);
    const same = Object.entries(catalogue(language)).filter(([key, text]) => sentence(key) && text === en[key]);
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it('French puts a non-breaking space before a colon or semicolon, never a plain one', () => {
    const plain = Object.entries(catalogue('fr')).filter(([, text]) => / [:;]/.test(text));
    expect(plain.map(([key]) => key)).toEqual([]);
  });

  it('German uses the game\'s terms: TW, SP, Grünfläche, Ozeanfeld, Stadtfeld', () => {
    const de = Object.values(catalogue('de')).join('\n');
    for (const term of ['TW', 'SP', 'Grünfläche', 'Ozeanfeld', 'Stadtfeld', 'M€-Produktion']) expect(de).toContain(term);
    expect(de).not.toMatch(/\bVP\b|\bTR\b|greenery|ocean\b/);
  });

  it('French uses the game\'s terms: NT, PV, forêt, océan, ville', () => {
    const fr = Object.values(catalogue('fr')).join('\n');
    for (const term of ['NT', 'PV', 'forêt', 'océan', 'ville', 'production de M€']) expect(fr).toContain(term);
    expect(fr).not.toMatch(/\bVP\b|\bTR\b|greenery/);
  });

  it('a connected module face is named like its module and says its own, connected text', () => {
    for (const language of LANGUAGES) {
      const words = cardWordsIn(sayIn(language));
      expect(words.name('CM02+')).toBe(words.name('CM02'));
      expect(words.text('CM02+')).not.toBe(words.text('CM02'));
      expect(words.connectedFace('CM02')).toContain(words.text('CM02+'));
    }
    expect(cardWordsIn(sayIn('de')).connectedFace('CM01')).toBe('Verbunden: Aktion: Erhalte 2 Wärme.');
  });

  it('says content in the language asked for', () => {
    expect(cardWordsIn(sayIn('en')).name('008')).toBe('Capital');
    expect(cardWordsIn(sayIn('de')).name('008')).toBe('Hauptstadt');
    expect(cardWordsIn(sayIn('fr')).colonyName('Europa')).toBe('Europe');
    expect(cardWordsIn(sayIn('de')).milestoneText('Gardener')).toBe('Besitze 3 oder mehr Grünflächen');
    expect(cardWordsIn(sayIn('fr')).awardName('Miner')).toBe('Mineur');
    expect(cardWordsIn(sayIn('en-XA')).name('008')).toMatch(/^⟦Capital~+⟧$/);
  });

  it.each(LANGUAGES)('%s says every card\'s requirements and victory points, no key or placeholder left', (language) => {
    const say = sayIn(language);
    for (const card of ALL_CARDS) {
      const face: Message[] = [...requirementMessages(card.requirements)];
      const vp = victoryPointsMessage(card.vp, card.holds);
      if (vp) face.push(vp);
      for (const m of face) expect(say(m), card.id).not.toMatch(/tm\.cardFace|[{}]/);
    }
  });

  it('says a card face in plain words in each language', () => {
    const face = (language: 'en' | 'de' | 'fr', id: string) => {
      const card = ALL_CARDS.find((c) => c.id === id)!;
      const say = sayIn(language);
      return [say(msg('tmCards.cardFace.requires', { requirements: requirementMessages(card.requirements) })), say(victoryPointsMessage(card.vp, card.holds)!)];
    };
    expect(face('en', '054')).toEqual(['Requires: oxygen 6 % or more', '1 VP per 2 animals']);
    expect(face('de', '054')).toEqual(['Voraussetzung: Sauerstoff mindestens 6 %', '1 SP pro 2 Tiere']);
    expect(face('fr', '054')).toEqual(['Condition\u00a0: oxygène d’au moins 6 %', '1 PV par 2 animaux']);
    expect(sayIn('de')(victoryPointsMessage({ per: 'tag', tag: 'jovian', every: 1 })!)).toBe('1 SP pro Jupiter-Symbol');
    expect(sayIn('fr')(victoryPointsMessage({ per: 'tiles', tile: 'city', every: 3, who: 'all' })!)).toBe('1 PV par 3 tuiles ville en jeu');
    expect(sayIn('en')(msg('tmCards.cardFace.requires', { requirements: requirementMessages([{ parameter: 'temperature', min: -4, max: 2 }]) })))
      .toBe('Requires: temperature -4 °C or warmer and temperature 2 °C or colder');
    expect(sayIn('de')(requirementMessages([{ tag: 'science', min: 2 }])[0])).toBe('2 Wissenschafts-Symbole');
  });
});
