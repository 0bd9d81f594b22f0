import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { NoticeStore } from './notice-store';

const { server } = setupSandboxServer();

describe('NoticeStore', () => {
  it('reads the player notices of group w_promotion (types B,PL,PU,PR) and pages them by 10', async () => {
    let query: Record<string, string> = {};
    server.events.on('request:start', ({ request }) => {
      query = Object.fromEntries(new URL(request.url).searchParams);
    });
    const store = new NoticeStore(createFakeShell().shell);
    await store.fetch();
    server.events.removeAllListeners();
    expect(query).toEqual({ groupName: 'w_promotion', types: 'B,PL,PU,PR', execution: 'B', platform: 'W' });
    expect(store.notices).toHaveLength(23);
    expect(store.totalPages).toBe(3);
    expect(store.pageItems.map((n) => n.id)).toEqual(store.notices.slice(0, 10).map((n) => n.id));
    store.toggle(store.pageItems[0]!.id);
    store.setPage(2);
    expect(store.expandedId).toBeNull(); // a new page starts collapsed
    expect(store.pageItems[0]).toBe(store.notices[10]);
    store.setPage(99);
    expect(store.page).toBe(3);
    expect(store.pageItems).toHaveLength(3);
    store.setPage(0);
    expect(store.page).toBe(1);
  });
});
