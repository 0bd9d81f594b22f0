import type { ApiClient } from '@wl/api-client';
import type { SessionView } from '@wl/shell-contract';
import type { DialogStore } from '@wl/ui';
import type { i18n as I18nInstance } from 'i18next';
import type { SiteSettings } from '../../api/settings';
import type { CustomerServiceSignal } from './customer-service-signal';
import { CustomerServiceStore } from './customer-service-store';

/** What the customer service reads from the site (the root store), at call time. */
export interface CustomerServiceSite {
  readonly api: ApiClient;
  readonly merchant: string;
  /** The merchant's settings; null until they are known. */
  readonly settings: Pick<SiteSettings, 'customerService'> | null;
  readonly session: SessionView;
  readonly dialogs: Pick<DialogStore, 'warn'>;
  readonly i18n: I18nInstance;
  readonly customerServiceMenu: CustomerServiceSignal;
}

const stores = new WeakMap<CustomerServiceSite, CustomerServiceStore>();

/** The customer-service store of a site (made on first use; this module loads with the first open). */
export function customerService(root: CustomerServiceSite): CustomerServiceStore {
  let store = stores.get(root);
  if (!store) {
    const t = root.i18n.t.bind(root.i18n);
    store = new CustomerServiceStore({
      api: root.api,
      merchant: root.merchant,
      entries: () => root.settings?.customerService,
      clubLabel: () => root.session.member?.clubLabel,
      account: () => (root.session.isLoggedIn ? root.session.account : null),
      warn: (message) => void root.dialogs.warn(message),
      t: (key, options) => t(`host:${key}`, options),
      signal: root.customerServiceMenu,
    });
    stores.set(root, store);
  }
  return store;
}
