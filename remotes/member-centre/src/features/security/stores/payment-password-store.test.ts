import { serverRefusal } from '@wl/api-client/testing';
import type { ShellServices } from '@wl/shell-contract';
import { createFakeShell } from '@wl/shell-contract/testing';
import { PaymentPasswordStore } from './payment-password-store';

function setup(hasOne: boolean, answer: () => Promise<unknown> = async () => null) {
  const fake = createFakeShell();
  const call = jest.fn((..._args: unknown[]) => answer());
  const shell = { ...fake.shell, api: { call } } as unknown as ShellServices;
  const saved = jest.fn();
  return { store: new PaymentPasswordStore(shell, () => hasOne, saved), call, saved };
}

describe('PaymentPasswordStore', () => {
  it('names the field each rule is about, in order, and sends nothing meanwhile', async () => {
    const { store, call } = setup(true);
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ key: 'common:in_please_information' });
    expect(store.invalidField).toBe('oldPaymentPassword');
    store.set('oldPaymentPassword', '111111');
    store.set('paymentPassword', '12ab');
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ key: 'payment_password_rule' });
    expect(store.invalidField).toBe('paymentPassword');
    store.set('paymentPassword', '246810');
    store.set('confirmPaymentPassword', '246811');
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ key: 'in_confirmation_correct' });
    expect(store.invalidField).toBe('confirmPaymentPassword');
    expect(call).not.toHaveBeenCalled();
    // Typing clears the message and the mark.
    store.set('confirmPaymentPassword', '246810');
    expect(store.message).toBeNull();
    expect(store.invalidField).toBeNull();
  });

  it('a first password sends no old one; saved, the fields empty and the page told', async () => {
    const { store, call, saved } = setup(false);
    store.set('paymentPassword', '246810');
    store.set('confirmPaymentPassword', '246810');
    expect(await store.submit()).toBe(true);
    expect(call.mock.calls[0]![1]).toEqual({
      body: { paymentPassword: '246810', confirmPaymentPassword: '246810' },
    });
    expect(store.done).toBe(true);
    expect(store.values.paymentPassword).toBe('');
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it("the server's refusal is the form's message, no field marked, what was typed kept", async () => {
    const refusal = serverRefusal({
      errorCode: 'payment.password.old.incorrect',
      serverMessage: '原支付密码错误',
    });
    const { store } = setup(true, () => Promise.reject(refusal));
    store.set('oldPaymentPassword', '000000');
    store.set('paymentPassword', '135791');
    store.set('confirmPaymentPassword', '135791');
    expect(await store.submit()).toBe(false);
    expect(store.message).toEqual({ text: '原支付密码错误' });
    expect(store.invalidField).toBeNull();
    expect(store.values.oldPaymentPassword).toBe('000000');
  });
});
