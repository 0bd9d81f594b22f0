import { HTML_LANG, LANGUAGE_NAMES, parseLanguage, type DisplayLanguage } from '@wl/i18n';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../app/root-store-context';
import { switcherLanguages } from './switcher-languages';

/**
 * The language switcher: CN, TW, JA, EN, TH, VI (spec/shell.md §1), then the known languages (RU, PT, ES, AR) the
 * merchant's settings offer (`extraLanguages`, docs/endpoints.md). A language chosen by `?lang=` but not offered is
 * listed first, so the control always shows the page's language.
 */
export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const current = root.language.language;
  const offered = switcherLanguages(root.settings?.extraLanguages);
  const currentLanguage = parseLanguage(current);
  return (
    <select
      className="host-language"
      aria-label={t('language')}
      value={current}
      onChange={(e) => void root.language.change(e.target.value as DisplayLanguage)}
      data-testid="language-switcher"
    >
      {!(offered as readonly string[]).includes(current) && (
        <option value={current} lang={currentLanguage ? HTML_LANG[currentLanguage] : undefined}>
          {currentLanguage ? LANGUAGE_NAMES[currentLanguage] : current}
        </option>
      )}
      {/* Each name is in its own language: `lang` lets a screen reader speak it so. */}
      {offered.map((code) => (
        <option key={code} value={code} lang={HTML_LANG[code]}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
});
