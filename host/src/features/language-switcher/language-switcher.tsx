import { LANGUAGE_NAMES, SWITCHER_LANGUAGES, type DisplayLanguage } from '@wl/i18n';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../app/root-store-context';

/** The language switcher: CN, TW, JA, EN, TH, VI (spec/shell.md §1). */
export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const { language } = useRootStore();
  const { t } = useTranslation('host');
  const current = language.language;
  return (
    <select
      className="host-language"
      aria-label={t('language')}
      value={current}
      onChange={(e) => void language.change(e.target.value as DisplayLanguage)}
      data-testid="language-switcher"
    >
      {!(SWITCHER_LANGUAGES as readonly string[]).includes(current) && (
        <option value={current}>{current}</option>
      )}
      {SWITCHER_LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
});
