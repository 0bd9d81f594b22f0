import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRoutes } from '../../../root';
import { convertEndpoint } from '../api/convert';

const { sandbox } = setupSandboxServer();

function renderDetails(tab: number) {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
  renderWithShell(<RemoteRoutes basePath="/member/pointMall" shell={fake.shell} />, fake, `/details/${tab}`);
  return fake;
}

describe('points details tabs', () => {
  it('tab 0: today’s records, then 30 days in pages of 13 and a status filter', async () => {
    renderDetails(0);
    expect(await screen.findAllByTestId('pm-record')).toHaveLength(1);
    const form = screen.getByTestId('pm-records-range');
    await userEvent.click(within(form).getByRole('button', { name: 'date_range_last_30_days' }));
    await waitFor(() => expect(screen.getAllByTestId('pm-record')).toHaveLength(13));
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    // The last 30 days, today included: 15 records (one every 2 days).
    await waitFor(() => expect(screen.getAllByTestId('pm-record')).toHaveLength(2));
    await userEvent.selectOptions(within(form).getByRole('combobox'), 'A');
    await userEvent.click(screen.getByTestId('pm-records-range-search'));
    await waitFor(() =>
      expect(screen.getAllByTestId('pm-record-status').map((s) => s.textContent)).toEqual(
        Array(5).fill('status_A'),
      ),
    );
  });

  it('tab 1: the transactions leave type 9203 out', async () => {
    renderDetails(1);
    expect(await screen.findByText('no_data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'date_range_last_30_days' }));
    await waitFor(() => expect(screen.getAllByTestId('pm-tx')).toHaveLength(12));
    expect(screen.queryByText('积分内部调整')).toBeNull();
  });

  it('tab 2: balance, rates in percent, the conversion popups and a conversion', async () => {
    const fake = renderDetails(2);
    expect(await screen.findByTestId('pm-rate-sportBet')).toHaveTextContent('1.13%');
    expect(screen.getByTestId('pm-rate-pointExchangeRate')).toHaveTextContent('1.00%');
    expect(await screen.findByTestId('pm-rules-balance')).toHaveTextContent('12,800');
    const amount = screen.getByRole('textbox', { name: 'convert_amount' });
    await userEvent.click(screen.getByTestId('pm-convert-submit'));
    expect(fake.messages).toEqual(['warn:convert_amount_min']);
    await userEvent.type(amount, '0.5');
    fireEvent.blur(amount);
    expect(amount).toHaveValue('1');
    await userEvent.click(screen.getByTestId('pm-convert-submit'));
    expect(fake.messages).toEqual(['warn:convert_amount_min', 'warn:convert_enter_password']);
    // The fake shell's client has no envelope scheme: the sealed call itself is covered end to end.
    const call = jest.spyOn(fake.shell.api, 'call');
    call.mockImplementation(async (endpoint) => {
      if (endpoint === convertEndpoint) return { availablePoint: '12700' };
      throw new Error(`unexpected ${endpoint.id}`);
    });
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.type(screen.getByLabelText('redeem_payment_password'), '135790');
    await userEvent.click(screen.getByTestId('pm-convert-submit'));
    await waitFor(() => expect(fake.messages).toContain('toast:convert_success'));
    expect(call).toHaveBeenCalledWith(convertEndpoint, { body: { amount: 100, password: '135790' } });
    expect(screen.getByTestId('pm-rules-balance')).toHaveTextContent('12,700');
  });
});
