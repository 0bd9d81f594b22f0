import type { RootStore } from '../../stores/root-store';
import { CustomerServiceStore } from './customer-service-store';

const stores = new WeakMap<RootStore, CustomerServiceStore>();

/** The customer-service store of a root store (made on first use; this module loads with the first open). */
export function customerService(root: RootStore): CustomerServiceStore {
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
