import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell, renderWithShell } from '@wl/shell-contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRoutes } from '../../../root';

const { sandbox, server } = setupSandboxServer();

function renderPage(account?: string) {
  const fake = createFakeShell();
  if (account) fake.session.logIn(sandbox.issueToken(account), { id: 10001, account, type: 0 });
  renderWithShell(<RemoteRoutes basePath="/promotions" shell={fake.shell} />, fake, '/');
  return fake;
}

const card = (id: number) => document.getElementById(`pr-promotion-${id}`)!;

describe('promotions page: promo code and open promotions', () => {
  it('shows the promo code form when enabled; a member redeems a code and the card turns PENDING', async () => {
    renderPage('player01');
    const form = await screen.findByTestId('promo-code-form');
    const input = within(form).getByRole('textbox', { name: 'promo_code_label' });
    expect(input).toHaveAttribute('name', 'promoCode');
    await screen.findAllByTestId('promotion-card');

    await userEvent.type(input, 'NOPE');
    await userEvent.click(within(form).getByRole('button', { name: 'promo_code_submit' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('promo_code_invalid');
    expect(input).toHaveValue('NOPE');

    await userEvent.clear(input);
    await userEvent.type(input, 'WELCOME18');
    await userEvent.click(within(form).getByRole('button', { name: 'promo_code_submit' }));
    expect(await within(form).findByTestId('promo-code-success')).toHaveTextContent('promo_code_success');
    expect(input).toHaveValue('');
    await waitFor(() =>
      expect(within(card(2003)).getByTestId('promotion-status')).toHaveAttribute('data-status', 'PENDING'),
    );
  });

  it('has no form when the merchant has promo codes off', async () => {
    await fetch('http://localhost/__sandbox/promotion-state', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ promoCode: false }),
    });
    const answered = jest.fn();
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('/promo-code/enable')) answered();
    });
    renderPage();
    await screen.findAllByTestId('promotion-card');
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.events.removeAllListeners();
    expect(screen.queryByTestId('promo-code-form')).not.toBeInTheDocument();
  });

  it("marks the merchant's open promotions for a visitor, not the closed ones", async () => {
    renderPage();
    await screen.findAllByTestId('promotion-card');
    expect(await within(card(2002)).findByTestId('promotion-available')).toHaveTextContent(
      'promotion_available',
    );
    expect(within(card(2012)).queryByTestId('promotion-available')).not.toBeInTheDocument();
  });
});
