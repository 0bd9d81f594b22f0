import { setupSandboxServer } from '@wl/sandbox/testing';
import { http, HttpResponse } from 'msw';
import { CHANGE_PASSWORD_THROTTLE_MS } from '@wl/ui/password';
import { ChangePasswordStore } from './change-password-store';
import { startTestRoot } from '../access-test-root';

const { server, sandbox } = setupSandboxServer();
afterEach(() => localStorage.clear());

describe('ChangePasswordStore (spec/shell.md §5)', () => {
  it('validates with in_password_incorrect / in_confirmation_correct, asks the old password, one call per 3 s', async () => {
    const { root } = await startTestRoot();
    root.session.acceptToken(sandbox.issueToken('player01'), 'player01');
    let now = 1_000_000;
    const changed = jest.fn();
    const store = new ChangePasswordStore(
      { api: root.api, t: (k) => k, passwordRule: () => null, onChanged: changed, clock: () => now },
      true,
    );
    const spy = jest.spyOn(root.api, 'call');
    // Only the change calls (the client fetches its encryption key through call() too).
    const calls = {
      get mock() {
        return { calls: spy.mock.calls.filter(([e]) => e.id === 'host.changePassword') };
      },
    };
    store.set('newPassword', 'abc');
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ key: 'in_please_information' });
    store.set('oldPassword', 'wrong-old');
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ key: 'in_password_incorrect' });
    store.set('newPassword', 'abcdef1234567'); // 13 > the default max 12
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ key: 'in_password_incorrect' });
    store.set('newPassword', 'abc12345');
    store.set('confirmNewPassword', 'abc12346');
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ key: 'in_confirmation_correct' });
    expect(calls.mock.calls).toHaveLength(0);

    store.set('confirmNewPassword', 'abc12345');
    expect(await store.submit()).toBe(false); // the server refuses the old password
    expect(store.message).toEqual({ text: expect.any(String) });
    expect(store.values).toEqual({
      oldPassword: 'wrong-old',
      newPassword: 'abc12345',
      confirmNewPassword: 'abc12345',
    });
    expect(calls.mock.calls).toHaveLength(1);
    expect(calls.mock.calls[0]![1]!.body).toEqual({
      oldPassword: 'wrong-old',
      newPassword: 'abc12345',
      confirmNewPassword: 'abc12345',
    });

    store.set('oldPassword', 'pass1234');
    now += CHANGE_PASSWORD_THROTTLE_MS - 1;
    expect(await store.submit()).toBe(false); // inside 3 s: nothing sent
    expect(calls.mock.calls).toHaveLength(1);
    now += 1;
    expect(await store.submit()).toBe(true);
    expect(calls.mock.calls).toHaveLength(2);
    expect(changed).toHaveBeenCalledTimes(1);
    await root.dispose();
  });

  it('a timeout keeps what was typed and shows timeout_retry_please', async () => {
    const { root } = await startTestRoot();
    root.session.acceptToken(sandbox.issueToken('player01'), 'player01');
    server.use(http.post('*/wps/member/password', () => HttpResponse.json({}, { status: 504 })));
    const store = new ChangePasswordStore(
      { api: root.api, t: root.i18n.t.bind(root.i18n), passwordRule: () => null, onChanged: () => {} },
      false,
    );
    store.set('newPassword', 'abc12345');
    store.set('confirmNewPassword', 'abc12345');
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ text: 'timeout_retry_please' });
    expect(store.values.newPassword).toBe('abc12345');
    await root.dispose();
  });
});
