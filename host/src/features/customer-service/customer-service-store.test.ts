import { setupSandboxServer } from '@wl/sandbox/testing';
import { waitFor } from '@testing-library/react';
import { startTestRoot } from '../access/access-test-root';
import type { CustomerServiceEntry } from '../../api/customer-service';
import { CS_POPUP_HEIGHT, CS_POPUP_WIDTH, CS_TYPES_WITH_ACCOUNT, CS_TYPES_WITH_TOKEN } from './constants';
import { CustomerServiceSignal } from './customer-service-signal';
import { CustomerServiceStore, entriesForLabel, type PopupWindow } from './customer-service-store';
import { encodeCsPath } from './path-codec';

const { sandbox } = setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const entry = (csType: string, path: string, labelIds: string[] = []): CustomerServiceEntry => ({
  csType,
  path,
  labelIds,
  title: csType,
});

/** A fake pop-up recording where it was sent. */
function fakePopup() {
  const popup = {
    closed: false,
    opener: 'site' as unknown,
    visited: [] as string[],
    close() {
      popup.closed = true;
    },
    location: { replace: (url: string) => void popup.visited.push(url) },
  };
  return popup;
}

async function setup(options: {
  entries?: CustomerServiceEntry[];
  account?: string | null;
  label?: { labelName: string; rankLevel: number } | null;
  popup?: ReturnType<typeof fakePopup> | null;
}) {
  const { root } = await startTestRoot();
  const warnings: string[] = [];
  const opened: { url: string; name: string; features: string }[] = [];
  const popup = options.popup === undefined ? fakePopup() : options.popup;
  const store = new CustomerServiceStore({
    api: root.api,
    merchant: 'demo',
    entries: () => options.entries ?? root.settings?.customerService,
    clubLabel: () => options.label ?? null,
    account: () => options.account ?? null,
    warn: (message) => void warnings.push(message),
    t: (key, o) => (o?.context ? `${key}/${String(o.context)}` : key),
    openWindow: (url, name, features) => {
      opened.push({ url, name, features });
      return popup as PopupWindow | null;
    },
    signal: new CustomerServiceSignal(),
  });
  return { store, warnings, opened, popup };
}

describe('customer service (spec/shell.md §3, §4, §9)', () => {
  it('names the types and the pop-up size', () => {
    expect([CS_POPUP_WIDTH, CS_POPUP_HEIGHT]).toEqual([440, 750]);
    expect([...CS_TYPES_WITH_ACCOUNT, ...CS_TYPES_WITH_TOKEN].sort()).toEqual(
      ['AICAN', 'COMM100', 'COMM100VIP', 'LIVECHAT', 'MIDUOKE', 'TX-CHAT'].sort(),
    );
  });

  it('filters entries by the club label (name or rank level)', () => {
    const entries = [
      entry('LIVECHAT', 'https://a/'),
      entry('COMM100VIP', 'https://b/', ['VIP5']),
      entry('AICAN', 'https://c/', ['3']),
    ];
    expect(entriesForLabel(entries, null).map((e) => e.csType)).toEqual(['LIVECHAT']);
    expect(entriesForLabel(entries, { labelName: 'VIP5', rankLevel: 5 }).map((e) => e.csType)).toEqual([
      'LIVECHAT',
      'COMM100VIP',
    ]);
    expect(entriesForLabel(entries, { labelName: 'VIP3', rankLevel: 3 }).map((e) => e.csType)).toEqual([
      'LIVECHAT',
      'AICAN',
    ]);
  });

  it("decodes the sandbox's seeded VIP path for a VIP5 member, who then chooses from a menu", async () => {
    const { store } = await setup({ label: { labelName: 'VIP5', rankLevel: 5 } });
    expect(store.options.map((o) => o.link)).toEqual([
      'https://cs.sandbox.local/chat/demo',
      'https://cs.sandbox.local/vip/demo',
    ]);
    store.open();
    expect(store.menuOpen).toBe(true);
    store.closeMenu();
    expect(store.menuOpen).toBe(false);
  });

  it('opens the one entry at once in a 440x750 pop-up, with the account for the types that take it', async () => {
    const { store, opened, popup } = await setup({ account: 'player01' });
    store.open();
    await waitFor(() => expect(popup!.visited).toHaveLength(1));
    expect(opened[0]!.features).toBe('width=440,height=750');
    expect(popup!.opener).toBeNull();
    expect(popup!.visited[0]).toBe('https://cs.sandbox.local/chat/demo?account=player01');
  });

  it('adds a provider token for TX-CHAT, and the scripts parameters', async () => {
    const { store, popup } = await setup({
      entries: [entry('TX-CHAT', encodeCsPath('https://tx.example.com/room', 'demo'))],
      account: 'player01',
    });
    await store.openOption(store.options[0]!);
    const url = new URL(popup!.visited[0]!);
    expect(url.origin + url.pathname).toBe('https://tx.example.com/room');
    expect(url.searchParams.get('token')).toMatch(/^cs-tx-chat-/);
    expect(url.searchParams.has('account')).toBe(false);
    const comm = await setup({ entries: [entry('COMM100', 'https://c.example.com/')], account: 'player01' });
    await comm.store.openOption(comm.store.options[0]!);
    expect(comm.popup!.visited[0]).toBe('https://c.example.com/?account=player01&siteId=sandbox-demo');
  });

  it('closes the pop-up when the token fetch fails', async () => {
    sandbox.addFault({ method: 'GET', path: '/wps/cs/token', status: 500 });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, popup } = await setup({ entries: [entry('AICAN', 'https://ai.example.com/')] });
    await store.openOption(store.options[0]!);
    expect(popup!.closed).toBe(true);
    expect(popup!.visited).toEqual([]);
    warn.mockRestore();
  });

  it('says popup_blocked when the browser blocks the pop-up, cs_not_configured when nothing applies', async () => {
    const blocked = await setup({ popup: null });
    blocked.store.open();
    // Told at once, inside the click.
    expect(blocked.warnings).toEqual(['popup_blocked/cs']);
    expect(blocked.opened).toHaveLength(1);
    const none = await setup({ entries: [entry('COMM100VIP', 'https://b/', ['VIP5'])] });
    none.store.open();
    expect(none.warnings).toEqual(['cs_not_configured']);
  });
});
