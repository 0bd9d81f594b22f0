import { setupSandboxServer } from '@wl/sandbox/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../../app/app';
import { startTestRoot } from '../access-test-root';

setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/register and the register modal', () => {
  it('the page shows the agreement, then the form; a blurred empty required field shows in_please_information', async () => {
    window.history.pushState({}, '', '/register?referralCode=R1');
    const { root } = await startTestRoot();
    await act(async () => {
      render(<App root={root} />);
    });
    const user = userEvent.setup();
    const agree = await screen.findByTestId('register-agree');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `register_agreement_clause_${i + 1}`),
    );
    await user.click(agree);
    const form = await screen.findByTestId('register-form');
    const username = await waitFor(() => {
      const input = form.querySelector<HTMLInputElement>('input[name="username"]');
      expect(input).not.toBeNull();
      return input!;
    });
    await waitFor(() => expect(username).toHaveFocus());
    await user.tab(); // blur the empty username
    expect(await screen.findByText('in_please_information')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await act(() => root.dispose());
  });

  it('the login modal opens the register modal: a labelled modal dialog', async () => {
    window.history.pushState({}, '', '/');
    const { root } = await startTestRoot();
    await act(async () => {
      render(<App root={root} />);
    });
    const user = userEvent.setup();
    await user.click(screen.getByTestId('login-link'));
    // The access modals load on first use.
    await user.click(await screen.findByRole('button', { name: 'register_now' }));
    const dialog = await screen.findByRole('dialog', { name: 'register_title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(await screen.findByTestId('register-modal')).toBeInTheDocument();
    expect(await screen.findByTestId('register-agreement')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'register_title' })).toBeNull();
    await act(() => root.dispose());
  });
});
