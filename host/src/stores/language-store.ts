import {
  CIMODE,
  DEFAULT_LANGUAGE,
  directionOf,
  HTML_LANG,
  languageFromQuery,
  parseLanguage,
  type DisplayLanguage,
} from '@wl/i18n';
import type { i18n as I18nInstance } from 'i18next';
import { makeAutoObservable, runInAction } from 'mobx';
import { SafeStorage, STORAGE_KEYS } from './storage';

/** The interface language: `?lang=` first, then the stored choice, then CN. */
export class LanguageStore {
  language: DisplayLanguage;

  constructor(
    private readonly i18n: I18nInstance,
    search: string,
    private readonly storage = new SafeStorage(),
    private readonly onChange: (language: DisplayLanguage) => Promise<void> = async () => {},
  ) {
    makeAutoObservable<LanguageStore, 'i18n' | 'storage' | 'onChange'>(this, {
      i18n: false,
      storage: false,
      onChange: false,
    });
    this.language =
      languageFromQuery(search) ?? parseLanguage(storage.get(STORAGE_KEYS.lang)) ?? DEFAULT_LANGUAGE;
    if (this.language !== CIMODE) this.remember(this.language);
  }

  /** The Language header value: cimode is a display mode, the server gets the default language. */
  get apiLanguage(): string {
    return this.language === CIMODE ? DEFAULT_LANGUAGE : this.language;
  }

  /** Switch language: texts of loaded areas are fetched first so the page never shows raw keys. */
  async change(language: DisplayLanguage): Promise<void> {
    await this.onChange(language);
    await this.i18n.changeLanguage(language);
    runInAction(() => (this.language = language));
    if (language !== CIMODE) this.remember(language);
    this.applyToDocument();
  }

  /** Set `<html lang dir>`. */
  applyToDocument(doc: Document | null = typeof document === 'undefined' ? null : document): void {
    if (!doc) return;
    doc.documentElement.lang = this.language === CIMODE ? 'en' : HTML_LANG[this.language];
    doc.documentElement.dir = directionOf(this.language);
  }

  private remember(language: string): void {
    this.storage.set(STORAGE_KEYS.hisLang, this.storage.get(STORAGE_KEYS.lang) ?? language);
    this.storage.set(STORAGE_KEYS.lang, language);
  }
}
