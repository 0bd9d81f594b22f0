import { setupSandboxServer } from '@wl/sandbox/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTestApp } from '../render-test-app';

setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('BindDialog (spec/shell.md §4 "Social login")', () => {
  it('opens on bind_customer_required as a labelled modal; the login form has the payload names; Escape forgets the identity', async () => {
    const root = await renderTestApp('/');
    const opener = screen.getByTestId('login-link');
    opener.focus();
    act(() => root.access.openBind({ firebaseChannel: 'google', firebaseIdToken: 'token' }, true));
    const dialog = await screen.findByRole('dialog', { name: 'bind_title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // demo: MANUALREG3 on, so "register new" shows (and would open the register modal).
    expect(await screen.findByRole('button', { name: 'bind_register_new' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'bind_login_existing' }));
    expect(dialog.querySelector('input[name="username"]')).toBeInTheDocument();
    expect(dialog.querySelector('input[name="password"][type="password"]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'bind_login_submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('in_incorrect_password');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'bind_title' })).toBeNull();
    expect(root.access.socialArgs).toBeNull();
    expect(document.activeElement).toBe(opener);
    await act(() => root.dispose());
  });

  it('the social buttons follow FIREBASELOGIN3 and TELEGRAMLOGIN3 on the login page', async () => {
    const root = await renderTestApp('/login');
    expect(await screen.findByRole('button', { name: 'social_google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'social_telegram' })).toBeInTheDocument();
    await act(() => root.dispose());
  });

  it('with both flags off there are no social buttons', async () => {
    await new Promise<void>((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open('PATCH', '/__sandbox/merchants/demo');
      xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.onload = () => resolve();
      xhr.send(JSON.stringify({ whitelabel: { FIREBASELOGIN3: 0, TELEGRAMLOGIN3: 0 } }));
    });
    const root = await renderTestApp('/login');
    expect(await screen.findByTestId('login-form')).toBeInTheDocument();
    // The buttons are lazily loaded: let their module arrive and render before looking.
    await act(async () => {
      await import('./social-login-buttons');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByTestId('social-login')).toBeNull();
    await act(() => root.dispose());
  });
});
