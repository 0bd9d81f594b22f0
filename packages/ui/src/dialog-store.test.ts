import { DialogStore } from './dialog-store';

describe('DialogStore', () => {
  it('shows dialogs one at a time in order and resolves confirm', async () => {
    const store = new DialogStore();
    const first = store.confirm('first?');
    const second = store.warn('second');
    expect(store.current?.message).toBe('first?');
    store.close(store.current!.id, 'ok');
    await expect(first).resolves.toBe(true);
    expect(store.current?.message).toBe('second');
    store.close(store.current!.id, 'ok');
    await expect(second).resolves.toBeUndefined();
    expect(store.current).toBeUndefined();
  });

  it('expires toasts after their duration, keeps persistent ones', () => {
    const timers: (() => void)[] = [];
    const store = new DialogStore((fn) => timers.push(fn));
    store.toast('short');
    store.toast('sticky', { durationMs: 0 });
    expect(store.toasts.map((t) => t.message)).toEqual(['short', 'sticky']);
    timers.forEach((fn) => fn());
    expect(store.toasts.map((t) => t.message)).toEqual(['sticky']);
  });
});
