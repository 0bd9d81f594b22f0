import type { ApiClient } from '@wl/api-client';
import { createEventBus } from '@wl/event-bus';
import { setupSandboxServer } from '@wl/sandbox/testing';
import { when } from 'mobx';
import { http, HttpResponse } from 'msw';
import { startTestRoot } from '../access/access-test-root';
import type { RootStore } from '../../stores/root-store';
import {
  AccountBarStore,
  avatarIcon,
  inboxCheckQuery,
  unreadBadgeText,
  vipProgressValue,
} from './account-bar-store';
import { INBOX_CHECK_DAYS, UNREAD_BADGE_CAP } from './constants';

const { sandbox, server } = setupSandboxServer();
const DAY_MS = 24 * 60 * 60 * 1000;

/** Paths the sandbox was asked for during a test. */
let requested: string[] = [];
beforeEach(() => {
  requested = [];
  server.events.on('request:start', ({ request }) => void requested.push(new URL(request.url).pathname));
});
afterEach(() => {
  server.events.removeAllListeners();
  localStorage.clear();
  sessionStorage.clear();
});

/** A sandbox admin call, as the browser would make it (through MSW). */
function admin(method: string, path: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `http://localhost${path}`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.onload = () => (xhr.status === 200 ? resolve(xhr.status) : reject(new Error(xhr.responseText)));
    xhr.onerror = () => reject(new Error(path));
    xhr.send(JSON.stringify(body));
  });
}

/** A started root store logged in as `account`, and an account bar store following it. */
async function barFor(
  account: string,
): Promise<{ root: RootStore; store: AccountBarStore; stop: () => void }> {
  const { root } = await startTestRoot();
  root.session.acceptToken(sandbox.issueToken(account), account);
  await root.session.completeLogin();
  const store = new AccountBarStore({
    api: root.api,
    session: root.session,
    flags: root.flags,
    events: root.events,
    profileIconCount: () => root.settings?.gw?.PROFILE_ICON_COUNT,
  });
  const stop = store.start();
  return { root, store, stop };
}

describe('account bar rules (spec/shell.md §6, §9)', () => {
  it('VIP progress is 1 without a labelId, else completed ÷ expected (clamped)', () => {
    expect(vipProgressValue({ completedConditions: 0, totalExpectedConditions: 0, labelId: null })).toBe(1);
    expect(vipProgressValue({ completedConditions: 3, totalExpectedConditions: 5, labelId: 3 })).toBe(0.6);
    expect(vipProgressValue({ completedConditions: 7, totalExpectedConditions: 5, labelId: 3 })).toBe(1);
    expect(vipProgressValue({ completedConditions: 0, totalExpectedConditions: 0, labelId: 3 })).toBe(1);
  });

  it('the unread badge shows nothing for none and caps at 99+', () => {
    expect(unreadBadgeText(null)).toBeNull();
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(UNREAD_BADGE_CAP)).toBe('99');
    expect(unreadBadgeText(UNREAD_BADGE_CAP + 1)).toBe('99+');
  });

  it('the avatar is one of PROFILE_ICON_COUNT icons (default 9); none or out of range is icon 1', () => {
    expect(avatarIcon(3, 9)).toBe(3);
    expect(avatarIcon(9, null)).toBe(9);
    expect(avatarIcon(10, undefined)).toBe(1);
    expect(avatarIcon(12, 12)).toBe(12);
    expect(avatarIcon(4, 3)).toBe(1);
    expect(avatarIcon(null, 9)).toBe(1);
    expect(avatarIcon(0, 9)).toBe(1);
    expect(avatarIcon(2.5, 9)).toBe(1);
  });

  it('the inbox check asks for page 1, size 1, newest unread first, sent in the last 7 days', () => {
    const now = Date.UTC(2026, 10, 24, 3, 0, 0);
    expect(inboxCheckQuery(now)).toEqual({
      page: 1,
      size: 1,
      sort: 'sendTime,desc',
      read: false,
      startTime: now - INBOX_CHECK_DAYS * DAY_MS,
      endTime: now,
    });
  });
});

describe('AccountBarStore against the sandbox', () => {
  it('a VIP with a rank to reach: unread count, the 7-day notice, avatar, progress 60 % and the benefit link', async () => {
    const { root, store, stop } = await barFor('player01');
    await when(() => store.unread !== null && store.vipPercent !== null && store.avatarLoaded);
    expect(store.showsInbox).toBe(true);
    expect(store.unreadBadge).toBe('3');
    expect(store.hasRecentUnread).toBe(true);
    expect(store.avatar).toBe(3);
    expect(store.avatarSrc).toBe('/wps/res/img/avatar/3.svg');
    expect(store.vipLabel).toMatchObject({ labelName: 'VIP3', type: 'AUTO' });
    expect(store.vipPercent).toBe(60);
    expect(store.showsVipBenefit).toBe(true);
    expect(store.showsAgentMenu).toBe(false);
    expect(requested).toEqual(
      expect.arrayContaining([
        '/wps/member/message/v2/unread',
        '/wps/member/message/v2',
        '/wps/member/info/icon',
        '/wps/member/rank/progress',
      ]),
    );
    stop();
    await root.dispose();
  });

  it('a VIP without a labelId shows full progress and no benefit link; an old unread message shows no notice', async () => {
    const { root, store, stop } = await barFor('vipfixed01');
    await when(() => store.unread !== null && store.vipPercent !== null);
    expect(store.vipPercent).toBe(100);
    expect(store.showsVipBenefit).toBe(false);
    expect(store.unreadBadge).toBe('1');
    expect(store.hasRecentUnread).toBe(false);
    stop();
    await root.dispose();
  });

  it('no VIP status, no progress call; nothing unread, no inbox check', async () => {
    const { root, store, stop } = await barFor('poor01');
    await when(() => store.unread !== null && store.avatarLoaded);
    expect(store.vipLabel).toBeNull();
    expect(store.vipPercent).toBeNull();
    expect(store.unreadBadge).toBeNull();
    expect(requested).not.toContain('/wps/member/rank/progress');
    expect(requested).not.toContain('/wps/member/message/v2');
    stop();
    await root.dispose();
  });

  it('an agent (isAgent 1) gets the Agent entry and still the inbox', async () => {
    const { root, store, stop } = await barFor('agent01');
    await when(() => store.unread !== null);
    expect(store.showsAgentMenu).toBe(true);
    expect(store.showsInbox).toBe(true);
    stop();
    await root.dispose();
  });

  it('an INBOX event reads the count again', async () => {
    const { root, store, stop } = await barFor('poor01');
    await when(() => store.unread !== null);
    expect(store.unread).toBe(0);
    await admin('POST', '/__sandbox/inbox', { account: 'poor01', count: 120 });
    root.events.publish('INBOX', { title: 'hello' });
    await when(() => store.unread === 120 && store.hasRecentUnread);
    expect(store.unreadBadge).toBe('99+');
    stop();
    await root.dispose();
  });

  it("the member centre's member-centre.accountChanged (inbox) reads the count again", async () => {
    const { root, store, stop } = await barFor('poor01');
    await when(() => store.unread !== null && store.avatarLoaded);
    await admin('POST', '/__sandbox/inbox', { account: 'poor01', count: 2 });
    root.events.publish('member-centre.accountChanged', { part: 'inbox', unread: 2 });
    await when(() => store.unread === 2);
    stop();
    await root.dispose();
  });

  it('MAILCEN off: no message centre entry and no inbox calls', async () => {
    await admin('PATCH', '/__sandbox/merchants/demo', { whitelabel: { MAILCEN: 0 } });
    const { root, store, stop } = await barFor('player01');
    await when(() => store.avatarLoaded && store.vipPercent !== null);
    expect(store.showsInbox).toBe(false);
    expect(store.unreadBadge).toBeNull();
    expect(requested).not.toContain('/wps/member/message/v2/unread');
    stop();
    await root.dispose();
  });

  it('a failed avatar call shows icon 1; a failed inbox call shows no badge', async () => {
    server.use(
      http.get('*/wps/member/info/icon', () => HttpResponse.json({}, { status: 500 })),
      http.get('*/wps/member/message/v2/unread', () => HttpResponse.json({}, { status: 500 })),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { root, store, stop } = await barFor('player01');
    await when(() => store.avatarLoaded && store.vipPercent !== null);
    expect(store.avatar).toBe(1);
    expect(store.unreadBadge).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    stop();
    await root.dispose();
  });

  it('logging out forgets the member parts', async () => {
    const { root, store, stop } = await barFor('player01');
    await when(() => store.unread !== null);
    root.session.clear();
    expect(store.unread).toBeNull();
    expect(store.showsInbox).toBe(false);
    expect(store.showsAgentMenu).toBe(false);
    expect(store.vipLabel).toBeNull();
    stop();
    await root.dispose();
  });
});

describe('agent types without inbox (spec/shell.md §6: 4, 40, 41, 42)', () => {
  /** A store whose API refuses every call but the avatar: the test fails if the inbox is asked for. */
  function storeFor(type: number) {
    const calls: string[] = [];
    const api = {
      call: async (endpoint: { id: string }) => {
        calls.push(endpoint.id);
        if (endpoint.id === 'host.playerAvatar') return { icon: 2 };
        throw new Error(`unexpected ${endpoint.id}`);
      },
    } as unknown as ApiClient;
    const store = new AccountBarStore({
      api,
      session: { token: 't', isAgent: type, member: { id: 1, account: 'a', type } },
      flags: { isOn: () => true },
      events: createEventBus(),
      profileIconCount: () => 9,
    });
    return { store, calls };
  }

  it.each([4, 40, 41, 42])('isAgent %i loads no unread messages', async (type) => {
    const { store, calls } = storeFor(type);
    const stop = store.start();
    await when(() => store.avatarLoaded);
    expect(store.showsInbox).toBe(false);
    expect(calls).toEqual(['host.playerAvatar']);
    stop();
  });

  it.each([
    [0, false],
    [1, true],
    [2, true],
    [4, false],
    [40, false],
    [41, true],
    [42, true],
  ])('isAgent %i: Agent entry %s', (type, shown) => {
    expect(storeFor(type).store.showsAgentMenu).toBe(shown);
  });
});
