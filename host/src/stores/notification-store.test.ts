import { createEventBus } from '@wl/event-bus';
import { DialogStore } from '@wl/ui';
import type { TFunction } from 'i18next';
import type { ShellServices } from '@wl/shell-contract';
import { waitFor } from '@testing-library/react';
import { observable } from 'mobx';
import { BONUS_POPUP, PAYMENT_CONFIRMATION_POPUP } from '../features/event-popups/constants';
import { EventPopupStore } from '../features/event-popups/popup-store';
import { startNotifications } from './notification-store';
import type { SessionStore } from './session-store';

const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

function setUp({
  isAgent = 0,
  flags = ['REWCEN3'],
  remotes = ['promotions', 'agent-contracts'],
  member = false,
} = {}) {
  const events = createEventBus();
  const session = observable({
    balanceError: null as string | null,
    isAgent,
    refreshes: 0,
    isLoggedIn: member,
  });
  const fakeSession = Object.assign(session, {
    scheduleBalanceRefresh: () => void (session.refreshes += 1),
  }) as unknown as SessionStore & { refreshes: number };
  const dialogs = new DialogStore(() => undefined);
  const popups = new EventPopupStore((remote) => remotes.includes(remote));
  const stop = startNotifications(events, fakeSession, dialogs, t, {
    popups,
    isFlagOn: (modId) => flags.includes(modId),
  });
  return { events, session: fakeSession, dialogs, popups, stop };
}

const messages = (dialogs: DialogStore) => dialogs.toasts.map((toast) => toast.message);

describe('startNotifications', () => {
  it('DEPOSIT and WITHDRAW: success or failure with formatted amount and remarks, persistent, balance refreshed', async () => {
    const { events, dialogs, session } = setUp();
    events.publish('DEPOSIT', { status: 'success', amount: '1000' });
    events.publish('DEPOSIT', { status: 'fail', amount: '5' });
    events.publish('WITHDRAW', { status: 'success', amount: 250.5 });
    events.publish('WITHDRAW', { status: 'reject', amount: '80', remarks: 'Bank closed' });
    // The amounts' formatter loads with the first of them (a visitor's page never loads it), in their order.
    await waitFor(() => expect(messages(dialogs)).toHaveLength(4));
    expect(messages(dialogs)).toEqual([
      'host:rt_deposit_success {"amount":"1,000.00"}',
      'host:rt_deposit_fail {"amount":"5.00"}',
      'host:rt_withdraw_success {"amount":"250.50","remarks":""}',
      'host:rt_withdraw_reject {"amount":"80.00","remarks":"Bank closed"}',
    ]);
    expect(dialogs.toasts.map((toast) => [toast.kind, toast.durationMs])).toEqual([
      ['success', 0],
      ['error', 0],
      ['success', 0],
      ['error', 0],
    ]);
    expect(session.refreshes).toBe(4);
  });

  it('INBOX, PROMOTION_CLAIM and the two agent transfers notify; ONLINE_MSG opens a popup', async () => {
    const { events, dialogs, session } = setUp({ member: true });
    // A member's login loads the amounts' formatter before any event: their notices then show at once, in order.
    await new Promise((resolve) => setTimeout(resolve, 0));
    events.publish('INBOX', { title: 'Hello' });
    events.publish('PROMOTION_CLAIM', { title: 'Weekend', amount: '18' });
    events.publish('AGENT_TRANSFER_AGENT_TO_DOWNLINE', { account: 'agent01', amount: '300' });
    events.publish('AGENT_TRANSFER_DOWNLINE_TO_AGENT', { account: 'player01', amount: 'x' });
    events.publish('ONLINE_MSG', { message: 'Server going down' });
    expect(messages(dialogs)).toEqual([
      'host:rt_inbox {"title":"Hello"}',
      'host:rt_promotion_claim {"title":"Weekend","amount":"18.00"}',
      'host:rt_transfer_from_agent {"account":"agent01","amount":"300.00"}',
      'host:rt_transfer_from_downline {"account":"player01","amount":""}',
    ]);
    expect(dialogs.current?.message).toBe('Server going down');
    // INBOX and ONLINE_MSG do not move money.
    expect(session.refreshes).toBe(3);
  });

  it("MANUAL_PROMO opens promotions' bonus popup only with the reward centre on; the balance is refreshed anyway", () => {
    const on = setUp();
    on.events.publish('MANUAL_PROMO', { title: 'Gift', amount: '8' });
    on.events.publish('MANUAL_PROMO', { title: 'Gift 2' });
    expect(on.popups.queue.map((p) => [p.widget, p.payload.title])).toEqual([
      [BONUS_POPUP.widget, 'Gift'],
      [BONUS_POPUP.widget, 'Gift 2'],
    ]);
    expect(on.session.refreshes).toBe(2);

    const off = setUp({ flags: [] });
    off.events.publish('MANUAL_PROMO', { title: 'Gift' });
    expect(off.popups.current).toBeUndefined();
    expect(off.session.refreshes).toBe(1);

    const noPromotions = setUp({ remotes: ['agent-contracts'] });
    noPromotions.events.publish('MANUAL_PROMO', { title: 'Gift' });
    expect(noPromotions.popups.current).toBeUndefined();
  });

  it("PAYMENT_CONFIRMATION opens agent-contracts' widget for isAgent 0, 1, 2 only, once however many events", () => {
    for (const isAgent of [0, 1, 2]) {
      const { events, popups } = setUp({ isAgent });
      events.publish('PAYMENT_CONFIRMATION', { payDetailId: 'A' });
      events.publish('PAYMENT_CONFIRMATION', { payDetailId: 'B' });
      expect(popups.queue).toHaveLength(1);
      expect(popups.current).toMatchObject({ widget: PAYMENT_CONFIRMATION_POPUP.widget, revision: 1 });
      expect(popups.current?.payload).toEqual({ payDetailId: 'B' });
    }
    for (const isAgent of [4, 40, 41]) {
      const { events, popups } = setUp({ isAgent });
      events.publish('PAYMENT_CONFIRMATION', { payDetailId: 'A' });
      expect(popups.current).toBeUndefined();
    }
  });

  it('a popup closes in turn and all are dropped when the session ends; stop() unsubscribes', () => {
    const { events, popups, dialogs, stop } = setUp();
    events.publish('MANUAL_PROMO', { title: 'one' });
    events.publish('PAYMENT_CONFIRMATION', {});
    popups.close(popups.current!.id);
    expect(popups.current?.widget).toBe('PaymentConfirmation');
    events.publish('session.changed', { account: null });
    expect(popups.queue).toEqual([]);
    stop();
    events.publish('INBOX', { title: 'late' });
    expect(dialogs.toasts).toEqual([]);
  });

  it('after login asks agent-contracts which popups have work (isAgent 0, 1, 2) and opens those, in order', async () => {
    const events = createEventBus();
    const session = observable({ balanceError: null as string | null, isAgent: 2, account: 'agent02' });
    const fakeSession = Object.assign(session, {
      scheduleBalanceRefresh: () => undefined,
    }) as unknown as SessionStore;
    const popups = new EventPopupStore(() => true);
    const asked: unknown[] = [];
    const shell = { tag: 'shell' } as unknown as ShellServices;
    let answer = ['ContractRequests', 'PaymentConfirmation'];
    const load = jest.fn(async () => ({
      id: 'agent-contracts',
      contractVersion: '1.0.0',
      services: {
        afterLoginCheck: async (given: unknown) => {
          asked.push(given);
          return answer;
        },
      },
    }));
    startNotifications(events, fakeSession, new DialogStore(() => undefined), t, {
      popups,
      isFlagOn: () => true,
      remotes: () => ({ load }) as never,
      shell,
    });
    events.publish('agent-contracts.paymentConfirmationCheck', { account: 'agent02', isAgent: 2 });
    await waitFor(() => expect(popups.queue).toHaveLength(2));
    expect(load).toHaveBeenCalledWith('agent-contracts');
    expect(asked).toEqual([shell]);
    expect(popups.queue.map((p) => [p.widget, p.labelKey])).toEqual([
      ['PaymentConfirmation', 'rt_payment_confirmation_title'],
      ['ContractRequests', 'rt_contract_requests_title'],
    ]);

    // Nothing waiting: nothing opens. Another agent type: not even asked.
    popups.clear();
    answer = [];
    events.publish('agent-contracts.paymentConfirmationCheck', { account: 'agent02', isAgent: 2 });
    await waitFor(() => expect(asked).toHaveLength(2));
    events.publish('agent-contracts.paymentConfirmationCheck', { account: 'agent02', isAgent: 4 });
    expect(asked).toHaveLength(2);
    expect(popups.queue).toEqual([]);

    // The member left before the answer: nothing opens for the next one.
    answer = ['PaymentConfirmation'];
    session.account = 'player01';
    events.publish('agent-contracts.paymentConfirmationCheck', { account: 'agent02', isAgent: 2 });
    await waitFor(() => expect(asked).toHaveLength(3));
    await Promise.resolve();
    expect(popups.queue).toEqual([]);
  });
});
