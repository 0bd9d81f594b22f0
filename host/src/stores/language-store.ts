import {
  CIMODE,
  DEFAULT_LANGUAGE,
  directionOf,
  HTML_LANG,
  languageFromQuery,
  parseLanguage,
  type DisplayLanguage,
} from '@wl/i18n';
import type { EventBus } from '@wl/event-bus';
import type { i18n as I18nInstance } from 'i18next';
import { makeAutoObservable, runInAction } from 'mobx';
import { DEMO_AGENT_TYPE } from './session-store';
import { SafeStorage, STORAGE_KEYS } from './storage';

/** Does a language change go to the server (PUT /wps/member/language)? Only for a member, never free play. */
export function sendsLanguageUpdate(session: { isLoggedIn: boolean; isAgent: number | null }): boolean {
  return session.isLoggedIn && session.isAgent !== DEMO_AGENT_TYPE;
}

/** What a language change tells the rest of the site (the bus and the server). */
export interface LanguageChangeListeners {
  /** The bus: `language.changed` goes to every area. */
  events?: EventBus;
  /** Tell the server (the root store applies {@link sendsLanguageUpdate}); a failure never undoes the change. */
  tellServer?: (apiLanguage: string) => Promise<void>;
}

/**
 * The stored language, mirrored in a cookie the site server reads (deploy/src/first-visit.mjs, same name): it
 * preloads that language's texts with index.html. localStorage stays the record (spec/shell.md §3's `lang`).
 */
export const LANGUAGE_COOKIE = 'wl_lang';
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The interface language: `?lang=` first, then the stored choice, then CN. */
export class LanguageStore {
  language: DisplayLanguage;

  constructor(
    private readonly i18n: I18nInstance,
    search: string,
    private readonly storage = new SafeStorage(),
    private readonly onChange: (language: DisplayLanguage) => Promise<void> = async () => {},
    private readonly listeners: LanguageChangeListeners = {},
  ) {
    makeAutoObservable<LanguageStore, 'i18n' | 'storage' | 'onChange' | 'listeners'>(this, {
      i18n: false,
      storage: false,
      onChange: false,
      listeners: false,
    });
    this.language =
      languageFromQuery(search) ?? parseLanguage(storage.get(STORAGE_KEYS.lang)) ?? DEFAULT_LANGUAGE;
    if (this.language !== CIMODE) this.remember(this.language);
  }

  /** The Language header value: cimode is a display mode, the server gets the default language. */
  get apiLanguage(): string {
    return this.language === CIMODE ? DEFAULT_LANGUAGE : this.language;
  }

  /** The texts (and formats) of the current language, as a change loads them: the start-up loads them so. */
  loadTexts(): Promise<void> {
    return this.onChange(this.language);
  }

  /**
   * Switch language: texts of loaded areas are fetched first so the page never shows raw keys; then lang and hisLang
   * are stored, `<html lang dir>` set, the areas told on the bus and the server told (spec/shell.md §4).
   */
  async change(language: DisplayLanguage): Promise<void> {
    const previous = this.language;
    if (language === previous) return;
    await this.onChange(language);
    await this.i18n.changeLanguage(language);
    runInAction(() => (this.language = language));
    if (language !== CIMODE) this.remember(language);
    this.applyToDocument();
    this.listeners.events?.publish('language.changed', { language, previous });
    try {
      await this.listeners.tellServer?.(this.apiLanguage);
    } catch {
      // Best effort: the page already speaks the new language, and the next change sends it again.
    }
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
    if (typeof document !== 'undefined')
      document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
  }
}
