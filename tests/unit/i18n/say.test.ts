import { describe, expect, it } from 'vitest';
import { msg } from '../../../src/shared/message';
import { CATALOGUE_FILES, messagesOf } from '../../../src/renderer/i18n/catalogues';
import { languageFromSystem } from '../../../src/renderer/i18n/languages';
import { pseudoMessages } from '../../../src/renderer/i18n/pseudo';
import { sayIn } from '../../../src/renderer/i18n/say';

describe('saying a message', () => {
  it('loads every language with its areas', () => {
    expect(Object.keys(CATALOGUE_FILES).sort()).toEqual(['de', 'en', 'fr']);
    expect(messagesOf('de')['common.language.name.de']).toBe('Deutsch');
  });

  it('says nested messages and lists in the language, numbers for the locale', () => {
    const say = sayIn('en');
    const names = [msg('common.language.name.de'), msg('common.language.name.fr'), 'Ada'];
    expect(say('common.log.fromOlderVersion', { text: names })).toBe('Deutsch, Français, and Ada');
    expect(sayIn('de')('common.log.fromOlderVersion', { text: names })).toBe('Deutsch, Français und Ada');
    expect(sayIn('fr')(msg('common.log.fromOlderVersion', { text: 12345 }))).toBe('12345');
  });

  it('shows a missing key as the key itself', () => {
    expect(sayIn('en')('common.no.such.key')).toBe('common.no.such.key');
  });

  it('starts in the system language when it is one we speak', () => {
    expect(languageFromSystem(['de-AT', 'en'])).toBe('de');
    expect(languageFromSystem(['pt-BR', 'fr-CA'])).toBe('fr');
    expect(languageFromSystem(['ja'])).toBe('en');
  });

  it('the pseudo-language stretches words by 40 % and keeps the ICU structure', () => {
    const pseudo = pseudoMessages({ a: 'You have {count, plural, one {# card} other {# cards}} left' });
    expect(pseudo.a.startsWith('⟦You~~ have~~~ {count,plural,one{# card~~')).toBe(true);
    // Every word grows, so the text is at least 40 % longer and still breaks between words.
    const english = 'Ask before passing for the generation';
    const stretched = pseudoMessages({ b: english }).b;
    expect(stretched.length - 2).toBeGreaterThanOrEqual(english.length * 1.4);
    expect(Math.max(...stretched.split(' ').map((w) => w.length))).toBeLessThan(20);
    const say = sayIn('en-XA');
    expect(say('common.language.name.en')).toMatch(/^⟦English~+⟧$/);
  });
});
