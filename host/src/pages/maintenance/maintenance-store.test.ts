import { setupSandboxServer } from '@wl/sandbox/testing';
import { startTestRoot } from '../../features/access/access-test-root';
import { blockReason } from './block-reason';
import { MaintenanceStore } from './maintenance-store';

setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('maintenance rules (spec/shell.md §4)', () => {
  it('maintenance wins over region restriction; neither means the site is open', () => {
    expect(blockReason({ maintenance: true, regionRestriction: true })).toBe('maintenance');
    expect(blockReason({ maintenance: false, regionRestriction: true })).toBe('region');
    expect(blockReason({ maintenance: false, regionRestriction: false })).toBeNull();
    expect(blockReason(null)).toBeNull();
  });
});

describe('MaintenanceStore', () => {
  it("loads the visitor's IP from GET /wps/system/location", async () => {
    const { root } = await startTestRoot('closed.localhost');
    const store = new MaintenanceStore({ api: root.api, openCustomerService: () => {} });
    await store.load();
    expect(store.ip).toBe('127.0.0.1');
    await root.dispose();
  });

  it("the contact button opens the shell's customer service", async () => {
    const { root } = await startTestRoot();
    let opened = 0;
    const store = new MaintenanceStore({ api: root.api, openCustomerService: () => opened++ });
    store.contact();
    expect(opened).toBe(1);
    await root.dispose();
  });
});
