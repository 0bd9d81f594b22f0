import type { Language, NamespaceTexts } from '@wl/i18n';
import CN from './locales/CN.json';
import EN from './locales/EN.json';
import JA from './locales/JA.json';
import TH from './locales/TH.json';
import TW from './locales/TW.json';
import VI from './locales/VI.json';

/** The shell's own texts (namespace `host`); bundled because the shell shows them on first paint. */
export const HOST_TEXTS: Partial<Record<Language, NamespaceTexts>> = { CN, TW, EN, TH, JA, VI };
