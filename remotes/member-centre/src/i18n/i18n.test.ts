import CN from './locales/CN.json';
import EN from './locales/EN.json';
import JA from './locales/JA.json';
import TH from './locales/TH.json';
import TW from './locales/TW.json';
import VI from './locales/VI.json';
import { ACCOUNT_EVENT_TYPES, AGENT_MENU, MEMBER_MENU } from '../constants';
import { loadTranslations } from './index';

const LOCALES: Record<string, Record<string, string>> = { CN, TW, TH, JA, EN, VI };

describe('member-centre translations', () => {
  it('has the same, non-empty keys in every language', () => {
    const keys = Object.keys(CN).sort();
    for (const [lng, texts] of Object.entries(LOCALES)) {
      expect([lng, Object.keys(texts).sort()]).toEqual([lng, keys]);
      for (const key of keys) expect([lng, key, texts[key]!.trim().length > 0]).toEqual([lng, key, true]);
    }
  });

  it('covers every menu item and account event', () => {
    const used = [...MEMBER_MENU, ...AGENT_MENU]
      .map((i) => i.key)
      .concat(ACCOUNT_EVENT_TYPES.map((t) => `event_${t}`));
    for (const key of used) expect(CN).toHaveProperty([key]);
  });

  it('loads a language lazily and has none for others', async () => {
    expect(await loadTranslations('EN')).toMatchObject({ member_centre: 'Member centre' });
    expect(await loadTranslations('AR')).toBeNull();
  });
});
