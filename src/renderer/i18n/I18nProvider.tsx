// Gives the whole screen the player's language: react-intl's context (for <FormattedMessage> and useIntl)
// and the document's lang attribute (for hyphenation and screen readers).
import { useEffect, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { useSettings } from '../common/settings';
import { PSEUDO_LANGUAGE } from './languages';
import { intlFor } from './say';

export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useSettings((s) => s.language);
  useEffect(() => {
    document.documentElement.lang = language === PSEUDO_LANGUAGE ? 'en' : language;
  }, [language]);
  return <RawIntlProvider value={intlFor(language)}>{children}</RawIntlProvider>;
}
