import { setupSandboxServer } from '@wl/sandbox/testing';
import { screen, within } from '@testing-library/react';
import { renderTestApp } from '../access/render-test-app';
import type { RootStore } from '../../stores/root-store';

setupSandboxServer();
let root: RootStore | null = null;
afterEach(async () => {
  await root?.dispose();
  root = null;
  localStorage.clear();
  sessionStorage.clear();
});

/** The switcher's option values, in order. */
async function offered(): Promise<string[]> {
  const switcher = await screen.findByTestId('language-switcher');
  return within(switcher)
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value);
}

describe('LanguageSwitcher', () => {
  it('offers RU, PT, ES and AR after the spec six where the merchant’s settings list them (demo)', async () => {
    root = await renderTestApp('/');
    // The test app runs in cimode, which is listed first as the page's language.
    expect(await offered()).toEqual(['cimode', 'CN', 'TW', 'JA', 'EN', 'TH', 'VI', 'RU', 'PT', 'ES', 'AR']);
    const arabic = within(screen.getByTestId('language-switcher')).getByRole('option', { name: 'العربية' });
    expect(arabic).toHaveAttribute('lang', 'ar');
  });

  it('offers the six alone where the settings list none', async () => {
    await fetch('http://localhost/__sandbox/merchants/demo', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ settings: { extraLanguages: [] } }),
    });
    root = await renderTestApp('/');
    expect(await offered()).toEqual(['cimode', 'CN', 'TW', 'JA', 'EN', 'TH', 'VI']);
  });
});
