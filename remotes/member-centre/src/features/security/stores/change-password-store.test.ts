import { serverRefusal } from '@wl/api-client/testing';
import type { ShellServices } from '@wl/shell-contract';
import { createFakeShell } from '@wl/shell-contract/testing';
import { ChangePasswordStore } from './change-password-store';
import { changePasswordRule } from '@wl/ui/password';

function setup(answer: () => Promise<unknown>) {
  const fake = createFakeShell();
  const call = jest.fn((..._args: unknown[]) => answer());
  const shell = { ...fake.shell, api: { call } } as unknown as ShellServices;
  let now = 10_000;
  const store = new ChangePasswordStore(
    shell,
    () => changePasswordRule(null),
    () => now,
  );
  return { store, call, advance: (ms: number) => (now += ms) };
}

const fill = (store: ChangePasswordStore) => {
  store.set('oldPassword', 'pass1234');
  store.set('newPassword', 'newpass99');
  store.set('confirmNewPassword', 'newpass99');
};

describe('ChangePasswordStore', () => {
  it('sends nothing while the fields are invalid', async () => {
    const { store, call } = setup(async () => null);
    store.set('oldPassword', 'pass1234');
    store.set('newPassword', 'abc');
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ key: 'in_password_incorrect' });
    expect(store.invalidField).toBe('newPassword');
    expect(call).not.toHaveBeenCalled();
  });

  it('sends at most one call per 3 s and keeps what was typed on a refusal', async () => {
    const refusal = serverRefusal({ errorCode: 'password.old.incorrect', serverMessage: '原密码错误' });
    const { store, call, advance } = setup(async () => Promise.reject(refusal));
    fill(store);
    expect(await store.submit()).toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
    expect(store.values.newPassword).toBe('newpass99');
    advance(2999);
    expect(await store.submit()).toBe(false);
    expect(call).toHaveBeenCalledTimes(1);
    advance(1);
    await store.submit();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('clears the fields after a change', async () => {
    const { store, call } = setup(async () => null);
    fill(store);
    expect(await store.submit()).toBe(true);
    expect(call.mock.calls[0]![1]).toEqual({
      body: { oldPassword: 'pass1234', newPassword: 'newpass99', confirmNewPassword: 'newpass99' },
    });
    expect(store.done).toBe(true);
    expect(store.values).toEqual({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  });
});
