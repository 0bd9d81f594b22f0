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
 * each language change. An unknown tag falls back to {@link DEFAULT_NUMBER_LOCALE} (checked when the locale is first
 * read: see {@link currentNumberLocale}).
 */
export function setNumberLocale(tag: string): void {
  runInAction(() => numberLocale.set(tag));
}

// Whether Intl knows a tag, asked once per tag.
const known = new Map<string, boolean>();

function isKnownLocale(tag: string): boolean {
  let isKnown = known.get(tag);
  if (isKnown === undefined) {
    try {
      isKnown = Intl.NumberFormat.supportedLocalesOf(tag).length > 0;
    } catch {
      isKnown = false; // not a well-formed tag
    }
    known.set(tag, isKnown);
  }
  return isKnown;
}

/**
 * The BCP 47 tag numbers are currently formatted for. The tag is checked here, when a number is first formatted, not
 * when the host sets it at start: the first Intl call loads the engine's locale data (about 7 ms, 28 ms on a
 * throttled phone profile), and a visitor's first screen formats no number.
 */
export function currentNumberLocale(): string {
  const tag = numberLocale.get();
  return isKnownLocale(tag) ? tag : DEFAULT_NUMBER_LOCALE;
}
