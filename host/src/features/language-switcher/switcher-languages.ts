import { KNOWN_LANGUAGES, parseLanguage, SWITCHER_LANGUAGES, type Language } from '@wl/i18n';

/**
 * The known languages a merchant's settings offer (spec/shell.md §1: RU, PT, ES, AR are known, not in the switcher
 * unless the merchant says so): unknown codes, the spec's six and repeats are dropped; the order is KNOWN_LANGUAGES'.
 */
export function offeredExtraLanguages(codes: readonly string[] | null | undefined): Language[] {
  const wanted = new Set((codes ?? []).map((code) => parseLanguage(code)));
  return KNOWN_LANGUAGES.filter((code) => wanted.has(code));
}

/** The switcher's list: the spec's six in its order (CN, TW, JA, EN, TH, VI), then the merchant's extra ones. */
export function switcherLanguages(extra: readonly string[] | null | undefined): Language[] {
  return [...SWITCHER_LANGUAGES, ...offeredExtraLanguages(extra)];
}
