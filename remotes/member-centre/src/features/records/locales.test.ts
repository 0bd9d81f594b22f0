import CN from '../../i18n/locales/member-records/CN.json';
import EN from '../../i18n/locales/member-records/EN.json';
import JA from '../../i18n/locales/member-records/JA.json';
import TH from '../../i18n/locales/member-records/TH.json';
import TW from '../../i18n/locales/member-records/TW.json';
import VI from '../../i18n/locales/member-records/VI.json';
import { loadTranslations } from '../../i18n';
import { ACCOUNT_RECORD, BET_RECORD, BONUS_DETAILS, PERSONAL_LOSS } from './kinds';

const LOCALES: Record<string, Record<string, string>> = { CN, TW, TH, JA, EN, VI };

describe('member-records texts', () => {
  it('has the same, non-empty keys in every language', () => {
    const keys = Object.keys(CN).sort();
    for (const [lng, texts] of Object.entries(LOCALES)) {
      expect([lng, Object.keys(texts).sort()]).toEqual([lng, keys]);
      for (const key of keys) expect([lng, key, texts[key]!.trim().length > 0]).toEqual([lng, key, true]);
    }
  });

  it('covers every column and the deposit-limit error', () => {
    const columns = [BET_RECORD, ACCOUNT_RECORD, PERSONAL_LOSS, BONUS_DETAILS].flatMap((k) =>
      k.columns.map((c) => c.label),
    );
    for (const key of [...columns, 'err_deposit_limit_exceeded']) expect(CN).toHaveProperty([key]);
  });

  it('loads with the area texts in one namespace', async () => {
    expect(await loadTranslations('EN')).toMatchObject({
      member_centre: 'Member centre',
      rc_title: 'Reality check',
    });
  });
});
