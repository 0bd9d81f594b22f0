import { setupSandboxServer } from '@wl/sandbox/testing';
import { startTestRoot } from '../../features/access/access-test-root';
import type { CustomerServiceEntry } from '../../api/customer-service';
import {
  blockReason,
  CUSTOMER_SERVICE_POPUP,
  customerServiceLink,
  MaintenanceStore,
  safeHttpLink,
} from './maintenance-store';

setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const entry = (path: string, labelIds: string[] = []): CustomerServiceEntry => ({
  csType: 'LIVECHAT',
  csPosition: 'RIGHT',
  type: 'LINK',
  path,
  labelIds,
});

describe('maintenance rules (spec/shell.md §4)', () => {
  it('maintenance wins over region restriction; neither means the site is open', () => {
    expect(blockReason({ maintenance: true, regionRestriction: true })).toBe('maintenance');
    expect(blockReason({ maintenance: false, regionRestriction: true })).toBe('region');
    expect(blockReason({ maintenance: false, regionRestriction: false })).toBeNull();
    expect(blockReason(null)).toBeNull();
  });

  it('opens only absolute http(s) links', () => {
    expect(safeHttpLink('https://cs.example.com/chat')).toBe('https://cs.example.com/chat');
    expect(safeHttpLink('http://cs.example.com')).toBe('http://cs.example.com/');
    expect(safeHttpLink('javascript:alert(1)')).toBeNull();
    expect(safeHttpLink('data:text/html,x')).toBeNull();
    expect(safeHttpLink('U2FsdGVkX19zYW5kYm94Y3M=')).toBeNull();
    expect(safeHttpLink('')).toBeNull();
    expect(safeHttpLink(null)).toBeNull();
  });

  it('picks the first openable entry the club label allows', () => {
    const entries = [
      entry('javascript:alert(1)'),
      entry('https://vip.example.com', ['VIP']),
      entry('https://all.example.com'),
    ];
    expect(customerServiceLink(entries, null)).toBe('https://all.example.com/');
    expect(customerServiceLink(entries, 'VIP')).toBe('https://vip.example.com/');
    expect(customerServiceLink([entry('U2FsdGVkX1')], null)).toBeNull();
    expect(customerServiceLink(undefined, null)).toBeNull();
  });
});

describe('MaintenanceStore', () => {
  it("loads the visitor's IP from GET /wps/system/location", async () => {
    const { root } = await startTestRoot('closed.localhost');
    const store = new MaintenanceStore({
      api: root.api,
      customerService: () => root.settings?.customerService,
      labelId: () => null,
      openCustomerService: () => {},
    });
    await store.load();
    expect(store.ip).toBe('127.0.0.1');
    await root.dispose();
  });

  it("opens the settings' customer-service link in its pop-up, else the shell's customer service", async () => {
    const { root } = await startTestRoot();
    const opened: [string, string][] = [];
    let fallback = 0;
    let entries: CustomerServiceEntry[] | null | undefined = root.settings?.customerService;
    const store = new MaintenanceStore({
      api: root.api,
      customerService: () => entries,
      labelId: () => null,
      openCustomerService: () => fallback++,
      openWindow: (url, features) => opened.push([url, features]),
    });
    store.contact();
    const { width, height } = CUSTOMER_SERVICE_POPUP;
    expect(opened).toEqual([
      ['https://cs.sandbox.local/chat/demo', `noopener,noreferrer,width=${width},height=${height}`],
    ]);
    entries = [entry('javascript:alert(1)')];
    store.contact();
    expect(opened).toHaveLength(1);
    expect(fallback).toBe(1);
    await root.dispose();
  });
});
