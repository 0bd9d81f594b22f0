import type { RootStore } from '../../stores/root-store';
import { ChatStore } from './chat-store';

const stores = new WeakMap<RootStore, ChatStore>();

/** The chat store of a root store (made on first use; this module loads with the chat widget). */
export function chatStore(root: RootStore): ChatStore {
  let store = stores.get(root);
  if (!store) {
    const t = root.i18n.t.bind(root.i18n);
    store = new ChatStore({
      api: root.api,
      events: root.events,
      isOn: (flag) => root.flags.isOn(flag),
      session: root.session,
      requireLogin: () => void root.shell.requireLogin(),
      warn: (message) => void root.dialogs.warn(message),
      t: (key) => t(key),
      viewport: () => ({ width: window.innerWidth, height: window.innerHeight }),
      direction: () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'),
    });
    stores.set(root, store);
  }
  return store;
}
