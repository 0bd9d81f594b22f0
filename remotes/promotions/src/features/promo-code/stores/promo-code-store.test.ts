import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { http, HttpResponse } from 'msw';
import { PromoCodeStore } from './promo-code-store';
import { PromotionsStore } from '../../promotions/stores/promotions-store';

const { sandbox, server } = setupSandboxServer();

function member(account = 'player01', type = 0) {
  const fake = createFakeShell();
  fake.session.logIn(sandbox.issueToken(account), { id: 10001, account, type });
  const onRedeemed = jest.fn();
  return { fake, store: new PromoCodeStore(fake.shell, onRedeemed), onRedeemed };
}

describe('promo code enable (PromotionsStore)', () => {
  it('turns on when the merchant takes codes, stays off when not or when the read fails', async () => {
    const fake = createFakeShell();
    const gate = new PromotionsStore(fake.shell);
    expect(gate.promoCodeEnabled).toBe(false);
    await gate.checkPromoCode();
    expect(gate.promoCodeEnabled).toBe(true);

    await fetch('http://localhost/__sandbox/promotion-state', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ promoCode: false }),
    });
    await gate.checkPromoCode();
    expect(gate.promoCodeEnabled).toBe(false);

    server.use(http.get('*/wps/promotion/promo-code/enable', () => HttpResponse.json({}, { status: 500 })));
    await gate.checkPromoCode();
    expect(gate.promoCodeEnabled).toBe(false);
    // A silent read: no dialog.
    expect(fake.messages).toEqual([]);
  });
});

describe('PromoCodeStore', () => {
  it('redeems a valid code: clears the field and hands over the claimed promotion', async () => {
    const { store, onRedeemed } = member();
    store.setCode(' welcome18 ');
    expect(await store.submit()).toBe(true);
    expect(onRedeemed).toHaveBeenCalledWith(2003);
    expect(store.code).toBe('');
    expect(store.redeemedId).toBe(2003);
    expect(store.errorKey).toBeNull();
  });

  it('keeps what was typed on an error and shows the code key', async () => {
    const { store, onRedeemed } = member();
    store.setCode('NOPE');
    expect(await store.submit()).toBe(false);
    expect(store.errorKey).toBe('promo_code_invalid');
    expect(store.code).toBe('NOPE');
    store.setCode('SUMMER2025');
    expect(store.errorKey).toBeNull();
    await store.submit();
    expect(store.errorKey).toBe('promo_code_expired');
    store.setCode('WELCOME18');
    await store.submit();
    store.setCode('WELCOME18');
    await store.submit();
    expect(store.errorKey).toBe('promo_code_used');
    expect(store.code).toBe('WELCOME18');
    expect(onRedeemed).toHaveBeenCalledTimes(1);
  });

  it('asks for a code before calling; a failure without a key shows its text and keeps the code', async () => {
    const { store } = member();
    const calls = jest.fn();
    server.events.on('request:start', calls);
    await store.submit();
    expect(store.errorKey).toBe('promo_code_required');
    expect(calls).not.toHaveBeenCalled();
    server.use(
      http.post('*/wps/promotion/promo-code', () =>
        HttpResponse.json({ success: false, errorCode: 'x.y', message: 'Try again later' }),
      ),
    );
    store.setCode('WELCOME18');
    await store.submit();
    expect(store.serverError).toBe('Try again later');
    expect(store.code).toBe('WELCOME18');
    server.events.removeAllListeners();
  });

  it('cannot act twice while in flight', async () => {
    const { store, onRedeemed } = member();
    let hits = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/wps/promotion/promo-code', async () => {
        hits += 1;
        await gate;
        return HttpResponse.json({ success: true, value: { promotionId: 2003, status: 'PENDING' } });
      }),
    );
    store.setCode('WELCOME18');
    const first = store.submit();
    expect(store.submitting).toBe(true);
    expect(await store.submit()).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(hits).toBe(1);
    expect(onRedeemed).toHaveBeenCalledTimes(1);
    expect(store.submitting).toBe(false);
  });

  it('prompts visitors to log in and demo accounts for a real account, without a call', async () => {
    const fake = createFakeShell();
    const visitor = new PromoCodeStore(fake.shell, jest.fn());
    visitor.setCode('WELCOME18');
    expect(await visitor.submit()).toBe(false);
    expect(fake.messages).toEqual(['warn:in_sorry_in']);
    expect(visitor.code).toBe('WELCOME18');

    const demo = member('player01', 4);
    demo.store.setCode('WELCOME18');
    expect(await demo.store.submit()).toBe(false);
    expect(demo.fake.messages).toEqual(['warn:in_need_true_account']);
    expect(demo.onRedeemed).not.toHaveBeenCalled();
  });
});
