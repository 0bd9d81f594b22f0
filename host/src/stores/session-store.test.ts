import { setupSandboxServer } from '@wl/sandbox/testing';
import { startTestRoot } from '../features/access/access-test-root';
import { getMemberInfo } from '../api/session';
import { AGENT_SIGN_OUT_PAGE, PENDING_LOGIN_KEY } from './session-store';

const { sandbox } = setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('SessionStore sign-out (spec/shell.md §4)', () => {
  it('clears local and session storage but the merchant code, the device id and the language', async () => {
    const { root } = await startTestRoot();
    root.session.acceptToken(sandbox.issueToken('player01'), 'player01');
    await root.session.completeLogin();
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('somethingElse', 'x');
    sessionStorage.setItem('cache', 'x');
    const deviceId = localStorage.getItem('deviceId');
    root.session.clear();
    // The site's last known settings and splash are written again: they are the merchant's, not the member's.
    expect(Object.keys(localStorage).sort()).toEqual([
      'deviceId',
      'lang',
      'merchantCode',
      'wl.site.lastKnown.demo',
      'wl.splash',
    ]);
    expect(localStorage.getItem('deviceId')).toBe(deviceId);
    expect(sessionStorage.length).toBe(0);
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.session.member).toBeNull();
    await root.dispose();
  });

  it('a refusal arriving after the member logged out shows no "login expired"; after a new login it ends the session', async () => {
    const { root } = await startTestRoot();
    root.session.acceptToken(sandbox.issueToken('player01'), 'player01');
    await root.session.completeLogin();
    await root.session.logout();
    expect(root.session.leaving).toBe(true);
    // A call of the old session answered after the logout: the sandbox refuses it (401).
    await expect(root.api.call(getMemberInfo)).rejects.toMatchObject({ status: 401 });
    expect(root.dialogs.current).toBeUndefined();
    root.session.acceptToken(sandbox.issueToken('player01'), 'player01');
    expect(root.session.leaving).toBe(false);
    root.session.acceptToken('not-a-token', 'player01');
    await expect(root.api.call(getMemberInfo)).rejects.toMatchObject({ status: 401 });
    expect(root.dialogs.current?.message).toBeTruthy();
    await root.dispose();
  });

  it('an ended session reloads the site root, or the agent page when the site was opened from the agent side', async () => {
    const { root } = await startTestRoot();
    expect(root.session.signOutTarget).toBe('/');
    localStorage.setItem('source', 'agent');
    expect(root.session.signOutTarget).toBe(AGENT_SIGN_OUT_PAGE);
    root.session.clear();
    expect(root.session.signOutTarget).toBe(AGENT_SIGN_OUT_PAGE);
    await root.dispose();
  });

  it('a held login authorises calls without counting as logged in, and becomes the session when released', async () => {
    const { root } = await startTestRoot();
    const token = sandbox.issueToken('newbie01');
    root.session.holdForPasswordChange({ token, username: 'newbie01', defaultPassword: true });
    expect(root.session.isLoggedIn).toBe(false);
    expect(root.session.requestToken).toBe(token);
    expect(JSON.parse(sessionStorage.getItem(PENDING_LOGIN_KEY)!)).toEqual({
      token,
      username: 'newbie01',
      defaultPassword: true,
    });
    root.session.releasePending();
    expect(root.session.token).toBe(token);
    expect(localStorage.getItem('token')).toBe(token);
    expect(sessionStorage.getItem(PENDING_LOGIN_KEY)).toBeNull();
    await root.dispose();
  });
});
