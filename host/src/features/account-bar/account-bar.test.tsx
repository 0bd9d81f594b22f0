import { setupSandboxServer } from '@wl/sandbox/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderTestApp } from '../access/render-test-app';
import type { RootStore } from '../../stores/root-store';

const { sandbox, server } = setupSandboxServer();

/** A free-play login's token (POST /wps/session/login/freeplay), as the browser would ask for it. */
function freePlayToken(): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', 'http://localhost/wps/session/login/freeplay');
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Merchant', 'demo');
    xhr.onload = () => resolve((JSON.parse(xhr.responseText) as { value: { token: string } }).value.token);
    xhr.onerror = () => reject(new Error('free play'));
    xhr.send(JSON.stringify({ deviceId: 'test' }));
  });
}
let root: RootStore | null = null;
afterEach(async () => {
  await root?.dispose();
  root = null;
  localStorage.clear();
  sessionStorage.clear();
});

/** The site as `account`, logged in before the first render (a stored session). */
async function renderAs(account: string): Promise<HTMLElement> {
  localStorage.setItem('token', sandbox.issueToken(account));
  root = await renderTestApp('/');
  return screen.findByTestId('account-bar');
}

describe('AccountBar', () => {
  it('shows the balance with the symbol, the avatar, VIP progress, the inbox count and the 7-day notice', async () => {
    const bar = await renderAs('player01');
    await waitFor(() => expect(within(bar).getByTestId('account-balance')).toHaveTextContent('¥12,634.17'));
    const avatar = await within(bar).findByTestId('account-avatar');
    await waitFor(() => expect(avatar).toHaveAttribute('src', '/wps/res/img/avatar/3.svg'));
    expect(avatar).toHaveAttribute('width', '32');
    expect(avatar).toHaveAttribute('alt', 'account_avatar_alt');
    // VIP progress is in the account menu behind the avatar.
    fireEvent.click(within(bar).getByTestId('account-menu-button'));
    const progress = await within(bar).findByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuenow', '60');
    expect(within(bar).getByTestId('account-vip-rank')).toHaveTextContent('VIP3');
    expect(await within(bar).findByTestId('account-inbox-count')).toHaveTextContent('3');
    expect(within(bar).getByTestId('account-inbox-new')).toHaveTextContent('account_inbox_new');
    expect(within(bar).queryByTestId('account-agent')).toBeNull();
  });

  it('the refresh button is busy while the refresh waits and loads', async () => {
    const bar = await renderAs('player01');
    const button = within(bar).getByRole('button', { name: 'refresh_balance' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    act(() => fireEvent.click(button));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
  });

  it('a free-play account (isAgent 4) shows no balance, no refresh and no inbox, and makes no such calls', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    const token = await freePlayToken();
    localStorage.setItem('token', token);
    root = await renderTestApp('/');
    const bar = await screen.findByTestId('account-bar');
    await waitFor(() => expect(within(bar).getByTestId('account-avatar')).toHaveAttribute('data-icon', '1'));
    await waitFor(() => expect(root!.session.isAgent).toBe(4));
    expect(within(bar).queryByTestId('account-balance')).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'refresh_balance' })).toBeNull();
    expect(within(bar).queryByTestId('account-inbox')).toBeNull();
    expect(asked).not.toContain('/wps/member/info/funds/consolidated');
    expect(asked).not.toContain('/wps/v2/wallets/balance');
    expect(asked).not.toContain('/wps/member/message/v2/unread');
    server.events.removeAllListeners();
  });

  it('logout asks first', async () => {
    const bar = await renderAs('player01');
    act(() => fireEvent.click(within(bar).getByTestId('logout-button')));
    expect(await screen.findByText('logout_confirm')).toBeInTheDocument();
    // Nothing happens before the member confirms.
    expect(root!.session.isLoggedIn).toBe(true);
  });
});
