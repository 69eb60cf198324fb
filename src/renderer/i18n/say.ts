// Turning words-as-data (a Message) into text in one language: its parameters first (a nested message is
// said, a list joined the way the language joins lists, a number formatted for the locale), then the
// catalogue's ICU message. Used by the React hook and by code outside components alike.
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { isMessage, type Message, type MessageOrText, type MessageParam } from '../../shared/message';
import { messagesOf } from './catalogues';
import { PSEUDO_LANGUAGE, type AnyLanguage } from './languages';
import { pseudoMessages } from './pseudo';

export type Say = (message: Message | string, params?: Message['params']) => string;

const cache = createIntlCache();
const intls = new Map<AnyLanguage, IntlShape>();

/** The formatter of a language (built once): a missing key is reported and shown as the key itself. */
export function intlFor(language: AnyLanguage): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    const messages = language === PSEUDO_LANGUAGE ? pseudoMessages(messagesOf('en')) : messagesOf(language);
    intl = createIntl(
      {
        locale: language === PSEUDO_LANGUAGE ? 'en' : language,
        defaultLocale: 'en',
        messages,
        onError: (error) => reportMissing(language, error),
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

/** Words in `language`: `say(message)` or `say(key, params)`. */
export function sayIn(language: AnyLanguage): Say {
  const intl = intlFor(language);
  const sayParam = (value: MessageParam): string | number => {
    if (typeof value === 'number' || typeof value === 'string') return value;
    if (isMessage(value)) return say(value);
    return new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(value.map((v) => String(sayParam(v))));
  };
  const say: Say = (message, params) => {
    const { key, params: given } = typeof message === 'string' ? { key: message, params } : message;
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(given ?? {})) values[name] = sayParam(value);
    return intl.formatMessage({ id: key }, values);
  };
  return say;
}

/** Missing translations are shown as their key (so a test or a player sees which) and logged once each. */
const reported = new Set<string>();
function reportMissing(language: AnyLanguage, error: unknown): void {
  const text = String((error as Error)?.message ?? error);
  if (reported.has(`${language}|${text}`)) return;
  reported.add(`${language}|${text}`);
  if (typeof console !== 'undefined') console.warn(`[i18n ${language}] ${text}`);
}

/** A message in the language, or a plain sentence (from an older host or save) as it is. */
export function sayMessageOrText(say: Say, value: MessageOrText): string {
  // Through a catalogue message that only repeats it, so the pseudo-language still brackets it as handled.
  return typeof value === 'string' ? say('common.log.fromOlderVersion', { text: value }) : say(value);
}
