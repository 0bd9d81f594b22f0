import CN from './locales/CN.json';
import EN from './locales/EN.json';
import JA from './locales/JA.json';
import TH from './locales/TH.json';
import TW from './locales/TW.json';
import VI from './locales/VI.json';
import { CONTRACT_KINDS, CONTRACT_STATUSES, KIND_COLUMNS, KIND_TITLE_KEYS } from '../constants';
import { loadTranslations } from './index';

const LOCALES: Record<string, Record<string, string>> = { CN, TW, TH, JA, EN, VI };

describe('agent-contracts translations', () => {
  it('has the same, non-empty keys in every language', () => {
    const keys = Object.keys(CN).sort();
    for (const [lng, texts] of Object.entries(LOCALES)) {
      expect([lng, Object.keys(texts).sort()]).toEqual([lng, keys]);
      for (const key of keys) expect([lng, key, texts[key]!.trim().length > 0]).toEqual([lng, key, true]);
    }
  });

  it('covers every status, section and column', () => {
    const used = [
      ...CONTRACT_STATUSES.map((s) => `status_${s}`),
      ...CONTRACT_KINDS.map((k) => KIND_TITLE_KEYS[k]),
      ...CONTRACT_KINDS.flatMap((k) => KIND_COLUMNS[k]),
    ];
    for (const key of used) expect(CN).toHaveProperty([key]);
  });

  it('loads a language lazily and has none for others', async () => {
    expect(await loadTranslations('EN')).toMatchObject({ title: 'Contract requests' });
    expect(await loadTranslations('RU')).toBeNull();
  });
});
