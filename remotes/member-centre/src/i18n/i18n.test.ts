import CN from './locales/CN.json';
import EN from './locales/EN.json';
import JA from './locales/JA.json';
import TH from './locales/TH.json';
import TW from './locales/TW.json';
import VI from './locales/VI.json';
import RU from './locales/RU.json';
import PT from './locales/PT.json';
import ES from './locales/ES.json';
import AR from './locales/AR.json';
import recordsCN from './locales/member-records/CN.json';
import recordsTW from './locales/member-records/TW.json';
import recordsTH from './locales/member-records/TH.json';
import recordsJA from './locales/member-records/JA.json';
import recordsEN from './locales/member-records/EN.json';
import recordsVI from './locales/member-records/VI.json';
import recordsRU from './locales/member-records/RU.json';
import recordsPT from './locales/member-records/PT.json';
import recordsES from './locales/member-records/ES.json';
import recordsAR from './locales/member-records/AR.json';
import { ACCOUNT_EVENT_TYPES, AGENT_MENU, MEMBER_MENU } from '../constants';
import type { Language } from '@wl/i18n';
import { loadTranslations } from './index';

type Texts = Record<string, string>;

const LOCALES: Record<Language, Texts> = { CN, TW, TH, JA, EN, VI, RU, PT, ES, AR };
/** The records pages' file (locales/member-records/), one per language like the frame's. */
const RECORDS: Record<Language, Texts> = {
  CN: recordsCN,
  TW: recordsTW,
  TH: recordsTH,
  JA: recordsJA,
  EN: recordsEN,
  VI: recordsVI,
  RU: recordsRU,
  PT: recordsPT,
  ES: recordsES,
  AR: recordsAR,
};

describe('member-centre translations', () => {
  // Keys, real texts and placeholders in all ten languages: packages/i18n/src/locales-complete.test.ts.

  it('covers every menu item and account event', () => {
    const used = [...MEMBER_MENU, ...AGENT_MENU]
      .map((i) => i.key)
      .concat(ACCOUNT_EVENT_TYPES.map((t) => `event_${t}`));
    for (const key of used) expect(CN).toHaveProperty([key]);
  });

  it.each(Object.keys(LOCALES) as Language[])(
    'loads %s lazily, frame and records texts together',
    async (lng) => {
      expect(await loadTranslations(lng)).toEqual({ ...RECORDS[lng], ...LOCALES[lng] });
    },
  );
});
