// The language numbers are written in. Part of @wl/ui itself (a shared singleton, so the locale the host sets reaches
// every area); the money formatter that reads it is the `@wl/ui/money` entry, which brings decimal.js only to the
// pages that show money.
import { observable, runInAction } from 'mobx';

/** The number locale before the host sets one: the default language's (CN), whose separators are `,` and `.`. */
export const DEFAULT_NUMBER_LOCALE = 'zh-CN';

// Observable, so stores' computeds and observer components that format money redo it when the language changes.
// @wl/ui is a shared singleton: the host sets it once for every area.
const numberLocale = observable.box(DEFAULT_NUMBER_LOCALE);

/**
 * Format numbers for a language from now on: `tag` is its BCP 47 tag (HTML_LANG in @wl/i18n). The host calls it with
 * each language change. An unknown tag falls back to {@link DEFAULT_NUMBER_LOCALE}.
 */
export function setNumberLocale(tag: string): void {
  runInAction(() => numberLocale.set(isKnownLocale(tag) ? tag : DEFAULT_NUMBER_LOCALE));
}

function isKnownLocale(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf(tag).length > 0;
  } catch {
    return false; // not a well-formed tag
  }
}

/** The BCP 47 tag numbers are currently formatted for. */
export function currentNumberLocale(): string {
  return numberLocale.get();
}
