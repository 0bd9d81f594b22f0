import type { Language, NamespaceTexts } from '@wl/i18n';
import CN from './locales/CN.json';
import EN from './locales/EN.json';
import JA from './locales/JA.json';
import loginCN from './locales/login/CN.json';
import loginEN from './locales/login/EN.json';
import loginJA from './locales/login/JA.json';
import loginTH from './locales/login/TH.json';
import loginTW from './locales/login/TW.json';
import loginVI from './locales/login/VI.json';
import registerCN from './locales/register/CN.json';
import registerEN from './locales/register/EN.json';
import registerJA from './locales/register/JA.json';
import registerTH from './locales/register/TH.json';
import registerTW from './locales/register/TW.json';
import registerVI from './locales/register/VI.json';
import socialCN from './locales/social/CN.json';
import socialEN from './locales/social/EN.json';
import socialJA from './locales/social/JA.json';
import socialTH from './locales/social/TH.json';
import socialTW from './locales/social/TW.json';
import socialVI from './locales/social/VI.json';
import TH from './locales/TH.json';
import TW from './locales/TW.json';
import VI from './locales/VI.json';

// The shell's texts live in one file per language and per feature group (frame; login, two-factor and passwords;
// captcha and social sign-in; registration), so each group's owners edit their own files. One namespace: `host`.
const merge = (...parts: NamespaceTexts[]): NamespaceTexts => Object.assign({}, ...parts);

/** The shell's own texts (namespace `host`); bundled because the shell shows them on first paint. */
export const HOST_TEXTS: Partial<Record<Language, NamespaceTexts>> = {
  CN: merge(CN, loginCN, socialCN, registerCN),
  TW: merge(TW, loginTW, socialTW, registerTW),
  EN: merge(EN, loginEN, socialEN, registerEN),
  TH: merge(TH, loginTH, socialTH, registerTH),
  JA: merge(JA, loginJA, socialJA, registerJA),
  VI: merge(VI, loginVI, socialVI, registerVI),
};
