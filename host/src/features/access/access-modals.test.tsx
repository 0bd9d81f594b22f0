import { setupSandboxServer } from '@wl/sandbox/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTestApp } from './render-test-app';
import { DEFAULT_PASSWORD } from './constants';

setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('AccessModals', () => {
  it('the header button opens the login modal: a labelled modal dialog, focus in and trapped, Escape returns focus', async () => {
    const root = await renderTestApp('/');
    const user = userEvent.setup();
    const opener = screen.getByTestId('login-link');
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'login_title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog.querySelector('input[name="username"]')).toHaveFocus());
    // Shift+Tab from the first field wraps to the last control inside the dialog.
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'login_title' })).toBeNull();
    expect(opener).toHaveFocus();
    await act(() => root.dispose());
  });

  it('logs in from the modal; a wrong password keeps the username and shows the server message', async () => {
    const root = await renderTestApp('/');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('login-link'));
    const dialog = await screen.findByRole('dialog', { name: 'login_title' });
    await user.type(dialog.querySelector('input[name="username"]')!, 'player01');
    await user.type(dialog.querySelector('input[name="password"]')!, 'wrong');
    await user.click(screen.getByRole('button', { name: 'login_submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('用户名或密码错误');
    expect(dialog.querySelector('input[name="username"]')).toHaveValue('player01');
    await user.clear(dialog.querySelector('input[name="password"]')!);
    await user.type(dialog.querySelector('input[name="password"]')!, 'pass1234');
    await user.click(screen.getByRole('button', { name: 'login_submit' }));
    expect(await screen.findByTestId('account-bar')).toHaveTextContent('player01');
    expect(screen.queryByRole('dialog', { name: 'login_title' })).toBeNull();
    await act(() => root.dispose());
  });

  it('the forced change-password panel cannot be dismissed and does not ask the default password', async () => {
    const root = await renderTestApp('/login');
    const user = userEvent.setup();
    await user.type(document.querySelector('input[name="username"]')!, 'newbie01');
    await user.type(document.querySelector('input[name="password"]')!, DEFAULT_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'login_submit' }));
    const panel = await screen.findByRole('dialog', { name: 'change_password_title' });
    expect(panel.querySelector('input[name="oldPassword"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'change_password_title' })).toBeInTheDocument();
    await user.type(panel.querySelector('input[name="newPassword"]')!, 'abc12345');
    await user.type(panel.querySelector('input[name="confirmNewPassword"]')!, 'abc12345');
    await user.click(screen.getByRole('button', { name: 'change_password_submit' }));
    expect(await screen.findByTestId('account-bar')).toHaveTextContent('newbie01');
    expect(window.location.pathname).toBe('/index');
    await act(() => root.dispose());
  });

  it('the two-factor modal is 660 px wide and lists only the methods the server named', async () => {
    const root = await renderTestApp('/login');
    const user = userEvent.setup();
    await user.type(document.querySelector('input[name="username"]')!, 'secure01');
    await user.type(document.querySelector('input[name="password"]')!, 'pass1234');
    await user.click(screen.getByRole('button', { name: 'login_submit' }));
    const modal = await screen.findByRole('dialog', { name: 'two_factor_title' });
    expect(modal.style.getPropertyValue('--wl-dialog-width')).toBe('660px');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(
      expect.arrayContaining(['two_factor_tab_ga', 'two_factor_tab_email']),
    );
    expect(screen.queryByRole('tab', { name: 'two_factor_tab_sms' })).toBeNull();
    await act(() => root.dispose());
  });
});
