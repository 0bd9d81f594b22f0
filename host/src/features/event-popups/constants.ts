import type { RemoteId } from '@wl/shell-contract';

/** The reward centre's whitelabel flag: MANUAL_PROMO opens the bonus popup only while it is on (spec/shell.md §4, §6). */
export const REWARD_CENTRE_FLAG = 'REWCEN3';

/** isAgent values that get payment confirmation (spec/shell.md §6, spec/products.md §4). */
export const PAYMENT_CONFIRMATION_AGENT_TYPES: readonly number[] = [0, 1, 2];

/** A popup widget another area owns, which the host opens on a realtime event. */
export interface PopupWidget {
  remote: RemoteId;
  /** The widget's name in the remote's `widgets`. */
  widget: string;
  /** i18n key (host namespace) of the dialog's accessible name. */
  labelKey: string;
  /**
   * One at a time: a second event while it is open or waiting updates that popup (which reloads) instead of queueing
   * another one (the payment confirmation list is read whole each time).
   */
  single: boolean;
}

/** MANUAL_PROMO: promotions' bonus popup. */
export const BONUS_POPUP: PopupWidget = {
  remote: 'promotions',
  widget: 'BonusPopup',
  labelKey: 'rt_bonus_popup_title',
  single: false,
};

/** PAYMENT_CONFIRMATION: agent-contracts' payment confirmation, worked one item at a time. */
export const PAYMENT_CONFIRMATION_POPUP: PopupWidget = {
  remote: 'agent-contracts',
  widget: 'PaymentConfirmation',
  labelKey: 'rt_payment_confirmation_title',
  single: true,
};

/** The consolidated contract request modal: agent-contracts' requests waiting for an answer, after login. */
export const CONTRACT_REQUESTS_POPUP: PopupWidget = {
  remote: 'agent-contracts',
  widget: 'ContractRequests',
  labelKey: 'rt_contract_requests_title',
  single: true,
};

/**
 * The after-login check (spec/shell.md §6: isAgent 0, 1, 2): agent-contracts' `afterLoginCheck` service answers
 * which of these widgets have work waiting; the host opens those, in that order.
 */
export const AFTER_LOGIN_REMOTE: RemoteId = 'agent-contracts';
/** The widgets the after-login check may open, in order. */
export const AFTER_LOGIN_POPUPS: readonly PopupWidget[] = [
  PAYMENT_CONFIRMATION_POPUP,
  CONTRACT_REQUESTS_POPUP,
];
