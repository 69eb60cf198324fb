// The language choice: in the ☰ menu's settings and on the start screen. Every screen changes at once (they
// all read the setting) and the choice is kept between launches. Each language is named in itself, so a
// player who landed in a language they cannot read still finds their own.
import { setSetting, useSettings } from '../common/settings';
import { isLanguage, LANGUAGES, PSEUDO_LANGUAGE } from './languages';
import { useSay } from './useSay';

const LANGUAGE_NAME_KEYS = {
  en: 'common.language.name.en',
  de: 'common.language.name.de',
  fr: 'common.language.name.fr',
} as const;

export function LanguageSetting({ testId = 'setting-language' }: { testId?: string }) {
  const say = useSay();
  const language = useSettings((s) => s.language);
  return (
    <label className="setting-row language-setting" title={say('common.settings.languageHint')}>
      {say('common.settings.language')}
      <select data-testid={testId} value={language} onChange={(e) => isLanguage(e.target.value) && setSetting('language', e.target.value)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {say(LANGUAGE_NAME_KEYS[l])}
          </option>
        ))}
        {/* Reached only through `?lang=en-XA`: shown so the box does not lie about what is in use. */}
        {language === PSEUDO_LANGUAGE && <option value={PSEUDO_LANGUAGE}>{PSEUDO_LANGUAGE}</option>}
      </select>
    </label>
  );
}
