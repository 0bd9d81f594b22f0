import { setupSandboxServer } from '@wl/sandbox/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTestApp } from '../features/access/render-test-app';
import type { RootStore } from '../stores/root-store';

setupSandboxServer();
let root: RootStore | null = null;
afterEach(async () => {
  await root?.dispose();
  root = null;
  localStorage.clear();
  sessionStorage.clear();
});

describe('focus on a page change (issue 17: keyboard order)', () => {
  it('starts at the new page’s main landmark when the old page took the focus down with it', async () => {
    root = await renderTestApp('/login');
    const submit = (await screen.findByTestId('login-form')).querySelector('button[type="submit"]')!;
    (submit as HTMLElement).focus();
    await act(async () => root!.navigate('/help'));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('leaves the focus on a control that is still there (a header link)', async () => {
    root = await renderTestApp('/help');
    const nav = screen.getByRole('navigation', { name: 'main' });
    const home = within(nav).getByRole('link', { name: 'nav_home' });
    home.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByTestId('home-page');
    expect(home).toHaveFocus();
  });
});

describe('form errors are announced and tied to their fields', () => {
  it('login: the message is an assertive live region the flagged field names', async () => {
    root = await renderTestApp('/login');
    const form = await screen.findByTestId('login-form');
    await userEvent.click(form.querySelector('button[type="submit"]')!);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    const flagged = form.querySelector('[aria-invalid="true"]')!;
    expect(flagged).toHaveAttribute('aria-describedby', alert.id);
    expect(flagged).toHaveFocus();
  });

  it('registration: the agreement’s scrolling clauses are reachable by keyboard', async () => {
    root = await renderTestApp('/register');
    const clauses = await screen.findByTestId('register-agreement-clauses');
    expect(clauses).toHaveAttribute('tabindex', '0');
    expect(clauses).toHaveAccessibleName('register_agreement_title');
  });
});
