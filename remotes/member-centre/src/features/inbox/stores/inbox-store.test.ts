import { setupSandboxServer } from '@wl/sandbox/testing';
import { createFakeShell } from '@wl/shell-contract/testing';
import { waitFor } from '@testing-library/react';
import { InboxStore } from './inbox-store';

const { sandbox } = setupSandboxServer();

function setup(flags?: string[]) {
  const fake = createFakeShell(flags ? { flags } : {});
  fake.session.logIn(sandbox.issueToken('player01'), { id: 10001, account: 'player01', type: 0 });
  const changes: unknown[] = [];
  fake.shell.events.subscribe('member-centre.accountChanged', (payload) => changes.push(payload));
  const store = new InboxStore(fake.shell);
  const stop = store.start();
  return { fake, store, stop, changes };
}

describe('InboxStore', () => {
  it('lists the inbox newest first with the unread count', async () => {
    const { store, stop } = setup();
    await store.fetch();
    expect(store.items.map((m) => m.title)).toEqual([
      'Welcome bonus credited',
      'Read notice',
      'Weekly report',
      'Old notice',
    ]);
    expect(store.unread).toBe(3);
    stop();
  });

  it('reading an unread message marks it read, lowers the count and tells the account bar', async () => {
    const { store, stop, changes } = setup();
    await store.fetch();
    const id = store.items[0]!.id;
    await store.toggle(id);
    expect(store.openId).toBe(id);
    expect(store.contents.get(id)).toBe('Welcome bonus credited: details of this message.');
    expect(store.items[0]!.read).toBe(true);
    expect(store.unread).toBe(2);
    expect(changes).toEqual([{ part: 'inbox', unread: 2 }]);
    // Closing and opening again reads nothing more.
    await store.toggle(id);
    expect(store.openId).toBeNull();
    await store.toggle(id);
    expect(changes).toHaveLength(1);
    stop();
  });

  it('deletes after confirming; a cancelled confirm keeps the message', async () => {
    const { fake, store, stop, changes } = setup();
    await store.fetch();
    const unreadId = store.items.find((m) => !m.read)!.id;
    fake.confirmAnswer = false;
    await store.remove(unreadId, 'inbox_delete_confirm');
    expect(store.items).toHaveLength(4);
    fake.confirmAnswer = true;
    await store.remove(unreadId, 'inbox_delete_confirm');
    expect(store.items.map((m) => m.id)).not.toContain(unreadId);
    expect(store.unread).toBe(2);
    expect(changes).toEqual([{ part: 'inbox', unread: 2 }]);
    stop();
  });

  it('an INBOX event (a message arrived) reloads the list and the count', async () => {
    const { fake, store, stop } = setup();
    await store.fetch();
    await fetch('http://localhost/__sandbox/inbox', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Merchant: 'demo' },
      body: JSON.stringify({ account: 'player01', title: 'Fresh news' }),
    });
    fake.shell.events.publish('INBOX', { title: 'Fresh news' });
    await waitFor(() => expect(store.unread).toBe(4));
    expect(store.items[0]!.title).toBe('Fresh news');
    stop();
  });

  it('a message read while the list is read again stays read: the older list answer is not shown', async () => {
    const { fake, store, stop } = setup();
    await store.fetch();
    const id = store.items[0]!.id;
    // The next list answer is slow: the INBOX event's reload is still on its way when the read answers.
    await fetch('http://localhost/__sandbox/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/wps/member/message/v2', delayMs: 300, times: 1 }),
    });
    fake.shell.events.publish('INBOX', { title: 'ping' });
    expect(store.load.status).toBe('loading');
    await store.toggle(id);
    await waitFor(() => expect(store.load.status).toBe('ready'));
    expect(store.items.find((m) => m.id === id)!.read).toBe(true);
    expect(store.unread).toBe(2);
    stop();
  });

  it('shows only the announcements without INBOX3', async () => {
    const { store, stop } = setup(['MEMCEN3', 'MAILCEN']);
    expect(store.showsInbox).toBe(false);
    await store.fetch();
    expect(store.announcements.length).toBeGreaterThan(0);
    expect(store.items).toEqual([]);
    stop();
  });
});
