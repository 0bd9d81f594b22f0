import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@wl/i18n';
import { I18nextProvider } from 'react-i18next';
import { DateRangeFields } from './date-range-fields';
import { DateRangeStore } from './date-range-store';
import { loadDateRangeTexts } from './texts';

// 2026-03-15 10:30 local time.
const NOW = new Date(2026, 2, 15, 10, 30).getTime();

function renderFields(busy = false) {
  const range = new DateRangeStore(() => NOW);
  const onSearch = jest.fn();
  render(
    <I18nextProvider i18n={createI18n('cimode')}>
      <DateRangeFields range={range} busy={busy} onSearch={onSearch} testId="list-range" />
    </I18nextProvider>,
  );
  return { range, onSearch };
}

describe('DateRangeFields', () => {
  it('shows today in both inputs, named by the payload fields, future days disabled', () => {
    renderFields();
    const start = screen.getByRole('group', { name: 'date_range_quick' }).closest('form')!;
    const inputs = start.querySelectorAll('input[type="date"]');
    expect([...inputs].map((input) => input.getAttribute('name'))).toEqual(['startTime', 'endTime']);
    expect([...inputs].map((input) => (input as HTMLInputElement).value)).toEqual([
      '2026-03-15',
      '2026-03-15',
    ]);
    expect(inputs[1]!.getAttribute('max')).toBe('2026-03-15');
  });

  it('searches with a quick pick and with the button', async () => {
    const { range, onSearch } = renderFields();
    await userEvent.click(screen.getByRole('button', { name: 'date_range_last_30_days' }));
    expect(range.range).toEqual({ start: '2026-02-14', end: '2026-03-15' });
    await userEvent.click(screen.getByTestId('list-range-search'));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('refuses 31 days: the error is tied to the inputs and nothing is searched', async () => {
    const { range, onSearch } = renderFields();
    act(() => range.setStart('2026-02-12'));
    expect(await screen.findByTestId('list-range-error')).toHaveTextContent('date_range_too_long');
    const error = screen.getByTestId('list-range-error');
    expect(screen.getByDisplayValue('2026-02-12')).toHaveAttribute('aria-describedby', error.id);
    expect(screen.getByTestId('list-range-search')).toBeDisabled();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('waits while the list loads', () => {
    renderFields(true);
    expect(screen.getByTestId('list-range-search')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'date_range_today' })).toBeDisabled();
  });

  it('has every text in every language', async () => {
    const cn = Object.keys((await loadDateRangeTexts('CN'))!).sort();
    for (const language of ['TW', 'TH', 'JA', 'EN', 'VI', 'RU', 'PT', 'ES', 'AR'] as const) {
      const texts = (await loadDateRangeTexts(language))!;
      expect([language, Object.keys(texts).sort()]).toEqual([language, cn]);
    }
  });
});
