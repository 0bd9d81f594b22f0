import type { EventBus, RealtimeEventType, RealtimePayload } from '@wl/event-bus';
import type { DialogStore } from '@wl/ui';
import type { TFunction } from 'i18next';
import { reaction } from 'mobx';
import type { SessionStore } from './session-store';

/** Realtime events after which the balance is reloaded (spec/shell.md §4: "Balance is refreshed on most"). */
export const BALANCE_EVENTS: RealtimeEventType[] = [
  'DEPOSIT',
  'WITHDRAW',
  'MANUAL_PROMO',
  'PROMOTION_CLAIM',
  'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
  'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
];

/** Notifications persist until dismissed (spec/shell.md §9: duration 0). */
export const NOTIFICATION_DURATION_MS = 0;

const text = (payload: RealtimePayload, key: string): string =>
  typeof payload[key] === 'string' || typeof payload[key] === 'number' ? String(payload[key]) : '';

/**
 * Turns realtime events into what the member sees: persistent notifications, a popup for online messages, and
 * balance refreshes. Handlers only write to stores.
 */
export function startNotifications(
  events: EventBus,
  session: SessionStore,
  dialogs: DialogStore,
  t: TFunction,
): () => void {
  const offs = [
    // A balance that cannot be read keeps the last one on screen; say why, without blocking the page.
    reaction(
      () => session.balanceError,
      (reason) => reason && dialogs.toast(t('host:balance_failed', { reason }), { kind: 'error' }),
    ),
    events.subscribe('wallet.refreshRequested', () => session.scheduleBalanceRefresh()),
    ...BALANCE_EVENTS.map((type) => events.subscribe(type, () => session.scheduleBalanceRefresh())),
    events.subscribe('DEPOSIT', (p) => {
      const ok = text(p, 'status') !== 'fail';
      dialogs.toast(
        t(ok ? 'host:rt_deposit_success' : 'host:rt_deposit_fail', { amount: text(p, 'amount') }),
        {
          kind: ok ? 'success' : 'error',
          durationMs: NOTIFICATION_DURATION_MS,
        },
      );
    }),
    events.subscribe('WITHDRAW', (p) => {
      const ok = text(p, 'status') !== 'reject';
      dialogs.toast(
        t(ok ? 'host:rt_withdraw_success' : 'host:rt_withdraw_reject', {
          amount: text(p, 'amount'),
          remarks: text(p, 'remarks'),
        }),
        { kind: ok ? 'success' : 'error', durationMs: NOTIFICATION_DURATION_MS },
      );
    }),
    events.subscribe('INBOX', (p) =>
      dialogs.toast(t('host:rt_inbox', { title: text(p, 'title') }), {
        durationMs: NOTIFICATION_DURATION_MS,
      }),
    ),
    events.subscribe('ONLINE_MSG', (p) => void dialogs.warn(text(p, 'message') || t('host:rt_online_msg'))),
  ];
  return () => offs.forEach((off) => off());
}
