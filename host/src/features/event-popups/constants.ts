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
