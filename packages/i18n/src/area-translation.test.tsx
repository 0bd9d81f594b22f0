/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createI18n,
  defineAreaI18n,
  useAreaNamespace,
  useAreaTranslation,
  type TranslationLoader,
} from './index';

function wrapperFor(i18n: ReturnType<typeof createI18n>) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  };
}

describe('useAreaTranslation', () => {
  it("translates the area's keys and common keys, and re-renders when the namespace arrives later", () => {
    const i18n = createI18n('EN');
    const rendered: string[] = [];
    renderHook(
      () => {
        const { t } = useAreaTranslation('lottery');
        rendered.push(`${t('title')} / ${t('common:retry')}`);
      },
      { wrapper: wrapperFor(i18n) },
    );
    expect(rendered.at(-1)).toBe('title / Retry');
    act(() => void i18n.addResourceBundle('EN', 'lottery', { title: 'Lottery' }));
    expect(rendered.at(-1)).toBe('Lottery / Retry');
  });
});

describe('useAreaTranslation re-renders', () => {
  it("for its own namespace's and the common texts, not for another area's", () => {
    const i18n = createI18n('EN');
    let renders = 0;
    renderHook(
      () => {
        useAreaTranslation('lottery');
        renders++;
      },
      { wrapper: wrapperFor(i18n) },
    );
    const after = (add: () => void) => {
      const before = renders;
      act(add);
      return renders - before;
    };
    expect(after(() => void i18n.addResourceBundle('EN', 'promotions', { title: 'Promotions' }))).toBe(0);
    expect(after(() => void i18n.addResourceBundle('RU', 'lottery', { title: 'Лотерея' }))).toBeGreaterThan(
      0,
    );
    expect(after(() => void i18n.addResourceBundle('RU', 'common', { retry: 'Повторить' }))).toBeGreaterThan(
      0,
    );
  });
});

describe('useAreaNamespace', () => {
  it('loads the namespace for the current language and again after a language change', async () => {
    const i18n = createI18n('EN');
    const load = jest.fn<ReturnType<TranslationLoader>, Parameters<TranslationLoader>>(async (lng) =>
      lng === 'EN' ? { title: 'Lottery' } : lng === 'JA' ? { title: '宝くじ' } : null,
    );
    renderHook(() => useAreaNamespace('lottery', load), { wrapper: wrapperFor(i18n) });
    await waitFor(() => expect(i18n.t('lottery:title')).toBe('Lottery'));
    await act(() => i18n.changeLanguage('JA'));
    await waitFor(() => expect(i18n.t('lottery:title')).toBe('宝くじ'));
    expect(load.mock.calls.map(([lng]) => lng)).toEqual(expect.arrayContaining(['EN', 'JA']));
  });

  it('loads nothing in cimode or when the namespace is already there', () => {
    const load = jest.fn<ReturnType<TranslationLoader>, Parameters<TranslationLoader>>(async () => null);
    const cimode = createI18n('cimode');
    renderHook(() => useAreaNamespace('lottery', load), { wrapper: wrapperFor(cimode) });
    const loaded = createI18n('EN');
    loaded.addResourceBundle('EN', 'lottery', { title: 'Lottery' });
    renderHook(() => useAreaNamespace('lottery', load), { wrapper: wrapperFor(loaded) });
    expect(load).not.toHaveBeenCalled();
  });
});

describe('defineAreaI18n', () => {
  it("binds the hooks to the area's namespace and loader", async () => {
    const i18n = createI18n('EN');
    const load = jest.fn<ReturnType<TranslationLoader>, Parameters<TranslationLoader>>(async () => ({
      title: 'Lottery',
    }));
    const area = defineAreaI18n('lottery', load);
    expect(area.NAMESPACE).toBe('lottery');
    expect(area.loadTranslations).toBe(load);
    const { result } = renderHook(
      () => {
        area.useAreaNamespace();
        return area.useAreaTranslation().t('title');
      },
      { wrapper: wrapperFor(i18n) },
    );
    await waitFor(() => expect(result.current).toBe('Lottery'));
    expect(load).toHaveBeenCalledWith('EN');
  });
});
