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
import { CONTRACT_KINDS, CONTRACT_STATUSES, KIND_COLUMNS, KIND_TITLE_KEYS } from '../constants';
import { loadTranslations } from './index';

const LOCALES: Record<string, Record<string, string>> = { CN, TW, TH, JA, EN, VI, RU, PT, ES, AR };

describe('agent-contracts translations', () => {
  // Keys, real texts and placeholders in all ten languages: packages/i18n/src/locales-complete.test.ts.

  it('covers every status, section and column', () => {
    const used = [
      ...CONTRACT_STATUSES.map((s) => `status_${s}`),
      ...CONTRACT_KINDS.map((k) => KIND_TITLE_KEYS[k]),
      ...CONTRACT_KINDS.flatMap((k) => KIND_COLUMNS[k]),
    ];
    for (const key of used) expect(CN).toHaveProperty([key]);
  });

  it('loads each of the ten languages lazily', async () => {
    expect(await loadTranslations('EN')).toMatchObject({ title: 'Contract requests' });
    expect(await loadTranslations('AR')).toMatchObject({ title: 'طلبات العقود' });
  });

  it('says 15 in the not-received warning and has the action keys', () => {
    for (const [lng, texts] of Object.entries(LOCALES)) {
      expect([lng, texts.pc_not_received_warning]).toEqual([lng, expect.stringContaining('{{minutes}}')]);
      for (const key of ['higher_rate', 'contract_status_changed', 'action_accept', 'action_terminate'])
        expect(texts).toHaveProperty([key]);
    }
  });
});
