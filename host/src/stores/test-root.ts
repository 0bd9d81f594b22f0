import { parseSiteConfig } from '../config/site-config';
import type { RootStoreOptions } from './root-store';
import { SafeStorage } from './storage';

/**
 * A root store's options as the site makes them, for tests: cimode, the sandbox's merchants by host (lite.localhost
 * is `lite`), no areas and a realtime client that connects nowhere. Override what a test needs (remotes, host, ...).
 */
export function testRootOptions(overrides: Partial<RootStoreOptions> = {}): RootStoreOptions {
  return {
    siteConfig: parseSiteConfig({ merchantByHost: { 'lite.localhost': 'lite' } }),
    remoteMap: {},
    hostname: 'localhost',
    search: '?lang=cimode',
    federation: {
      register: () => {},
      load: async () => Promise.reject(new Error('no remotes in this test')),
    },
    storage: new SafeStorage(localStorage),
    stompClientFactory: async () => ({
      activate: () => {},
      deactivate: async () => {},
      subscribe: (() => ({})) as never,
    }),
    ...overrides,
  };
}
