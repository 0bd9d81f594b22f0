import type { EventBus, RealtimeEventType, RealtimePayload } from '@wl/event-bus';
import { type DialogStore } from '@wl/ui';
import type { TFunction } from 'i18next';
import { reaction } from 'mobx';
import type { ShellServices } from '@wl/shell-contract';
import type { RemoteRegistry } from '../federation/remote-registry';
import {
  AFTER_LOGIN_POPUPS,
  AFTER_LOGIN_REMOTE,
  BONUS_POPUP,
  PAYMENT_CONFIRMATION_AGENT_TYPES,
  PAYMENT_CONFIRMATION_POPUP,
  REWARD_CENTRE_FLAG,
} from '../features/event-popups/constants';
import type { EventPopupStore } from '../features/event-popups/popup-store';
import type { SessionStore } from './session-store';

/** Realtime events after which the balance is reloaded (spec/shell.md §4: "Balance is refreshed on most"). */
export const BALANCE_EVENTS: RealtimeEventType[] = [
  'DEPOSIT',
  'WITHDRAW',
  'MANUAL_PROMO',
  'PROMOTION_CLAIM',
  'PAYMENT_CONFIRMATION',
  'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
  'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
];

/** Notifications persist until dismissed (spec/shell.md §9: duration 0). */
export const NOTIFICATION_DURATION_MS = 0;

const text = (payload: RealtimePayload, key: string): string =>
  typeof payload[key] === 'string' || typeof payload[key] === 'number' ? String(payload[key]) : '';

/** A payload amount for display (formatMoney: half-up, 2 decimals, grouped); empty when the event has none. */
type Money = (payload: RealtimePayload, key?: string) => string;

/**
 * The amounts of member events, formatted with `@wl/ui/money` (decimal.js, about 12 KB), which loads when a member
 * logs in or with the first such event: a visitor's page never needs it (issue 7). `withMoney` shows a notice at
 * once when the formatter is there, else once it has loaded; if it cannot load, the notice shows without its amount.
 */
function moneyFormatter() {
  let format: ((amount: string) => string) | null = null;
  let loading: Promise<void> | null = null;
  const load = () =>
    (loading ??= import('@wl/ui/money').then(
      (module) => void (format = (amount) => module.formatMoney(amount)),
      (error: unknown) => console.warn('[notifications] money formatting did not load', error),
    ));
  const money: Money = (payload, key = 'amount') => {
    const value = text(payload, key);
    // Not a number: show nothing rather than a wrong amount.
    return format && /^-?\d+(\.\d+)?$/.test(value) ? format(value) : '';
  };
  return {
    load,
    withMoney(show: (money: Money) => void): void {
      if (format) show(money);
      else void load().then(() => show(money));
    },
  };
}

/** What the notifications need besides the bus, the session and the dialogs. */
export interface NotificationDeps {
  /** The areas' popups the host opens (bonus popup, payment confirmation). */
  popups: EventPopupStore;
  /** Is a whitelabel flag on (the reward centre's REWCEN3)? */
  isFlagOn: (modId: string) => boolean;
  /** The remotes, to load agent-contracts for its after-login check (absent: no check). */
  remotes?: () => Pick<RemoteRegistry, 'load'> | null;
  /** The shell the check's service is called with. */
  shell?: ShellServices;
}

/**
 * agent-contracts' after-login check: its `afterLoginCheck` service (the remote loaded on demand, only for the
 * members it concerns) answers the names of its popup widgets with work waiting. An area switched off: none.
 */
async function afterLoginCheck(deps: NotificationDeps): Promise<string[]> {
  const area = await deps.remotes?.()?.load(AFTER_LOGIN_REMOTE);
  const check = area?.services?.afterLoginCheck;
  return typeof check === 'function' && deps.shell ? ((await check(deps.shell)) as string[]) : [];
}

/**
 * Turns realtime events into what the member sees (spec/shell.md §4): persistent notifications in the toast queue,
 * the online-message popup, the areas' popups (promotions' bonus popup on MANUAL_PROMO with the reward centre on,
 * agent-contracts' payment confirmation for isAgent 0, 1, 2) and balance refreshes. Handlers only write to stores.
 */
export function startNotifications(
  events: EventBus,
  session: SessionStore,
  dialogs: DialogStore,
  t: TFunction,
  deps?: NotificationDeps,
): () => void {
  const notify = (message: string, kind: 'info' | 'success' | 'error' = 'info') =>
    dialogs.toast(message, { kind, durationMs: NOTIFICATION_DURATION_MS });
  const { load: loadMoney, withMoney } = moneyFormatter();
  const offs = [
    // A member's events carry amounts: their formatter comes with the login, before the first of them.
    reaction(
      () => session.isLoggedIn,
      (member) => member && void loadMoney(),
      { fireImmediately: true },
    ),
    // A balance that cannot be read keeps the last one on screen; say why, without blocking the page.
    reaction(
      () => session.balanceError,
      (reason) => reason && dialogs.toast(t('host:balance_failed', { reason }), { kind: 'error' }),
    ),
    events.subscribe('wallet.refreshRequested', () => session.scheduleBalanceRefresh()),
    ...BALANCE_EVENTS.map((type) => events.subscribe(type, () => session.scheduleBalanceRefresh())),
    events.subscribe('DEPOSIT', (p) =>
      withMoney((money) => {
        const ok = text(p, 'status') !== 'fail';
        notify(
          t(ok ? 'host:rt_deposit_success' : 'host:rt_deposit_fail', { amount: money(p) }),
          ok ? 'success' : 'error',
        );
      }),
    ),
    events.subscribe('WITHDRAW', (p) =>
      withMoney((money) => {
        const ok = text(p, 'status') !== 'reject';
        notify(
          t(ok ? 'host:rt_withdraw_success' : 'host:rt_withdraw_reject', {
            amount: money(p),
            remarks: text(p, 'remarks'),
          }),
          ok ? 'success' : 'error',
        );
      }),
    ),
    events.subscribe('INBOX', (p) => notify(t('host:rt_inbox', { title: text(p, 'title') }))),
    events.subscribe('ONLINE_MSG', (p) => void dialogs.warn(text(p, 'message') || t('host:rt_online_msg'))),
    events.subscribe('PROMOTION_CLAIM', (p) =>
      withMoney((money) =>
        notify(t('host:rt_promotion_claim', { title: text(p, 'title'), amount: money(p) }), 'success'),
      ),
    ),
    events.subscribe('AGENT_TRANSFER_AGENT_TO_DOWNLINE', (p) =>
      withMoney((money) =>
        notify(
          t('host:rt_transfer_from_agent', { account: text(p, 'account'), amount: money(p) }),
          'success',
        ),
      ),
    ),
    events.subscribe('AGENT_TRANSFER_DOWNLINE_TO_AGENT', (p) =>
      withMoney((money) =>
        notify(
          t('host:rt_transfer_from_downline', { account: text(p, 'account'), amount: money(p) }),
          'success',
        ),
      ),
    ),
  ];
  if (deps) {
    offs.push(
      // The bonus popup belongs to promotions; the reward centre switched off (or promotions off) means none.
      events.subscribe('MANUAL_PROMO', (p) => {
        if (deps.isFlagOn(REWARD_CENTRE_FLAG)) deps.popups.open(BONUS_POPUP, p);
      }),
      events.subscribe('PAYMENT_CONFIRMATION', (p) => {
        if (PAYMENT_CONFIRMATION_AGENT_TYPES.includes(session.isAgent ?? -1))
          deps.popups.open(PAYMENT_CONFIRMATION_POPUP, p);
      }),
      // After login (isAgent 0, 1, 2): the payment confirmation and the contract request modal, when work waits.
      events.subscribe('agent-contracts.paymentConfirmationCheck', ({ account, isAgent }) => {
        if (!PAYMENT_CONFIRMATION_AGENT_TYPES.includes(isAgent)) return;
        void afterLoginCheck(deps).then(
          (names) => {
            // The member may have logged out meanwhile.
            if (session.account !== account) return;
            for (const popup of AFTER_LOGIN_POPUPS)
              if (names.includes(popup.widget)) deps.popups.open(popup, {});
          },
          (error: unknown) => console.warn('[agent-contracts] after-login check failed', error),
        );
      }),
      // A popup of the last member is not the next one's business.
      events.subscribe('session.changed', ({ account }) => {
        if (account === null) deps.popups.clear();
      }),
    );
  }
  return () => offs.forEach((off) => off());
}
