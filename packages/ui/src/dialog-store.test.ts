import { DialogStore, TOAST_MIN_VISIBLE, TOAST_ROW_HEIGHT, toastQueueLimit } from './dialog-store';

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

  it('sizes the toast queue by the window height: max(2, floor(h / 94) - 1)', () => {
    expect(TOAST_ROW_HEIGHT).toBe(94);
    expect(TOAST_MIN_VISIBLE).toBe(2);
    expect(toastQueueLimit(200)).toBe(2);
    expect(toastQueueLimit(376)).toBe(3);
    expect(toastQueueLimit(469)).toBe(3);
    expect(toastQueueLimit(470)).toBe(4);
    expect(toastQueueLimit(1080)).toBe(10);
  });

  it('shows at most the limit, the rest wait; dismissing one shows the next', () => {
    const store = new DialogStore(() => undefined);
    store.setViewportHeight(376);
    for (const n of [1, 2, 3, 4, 5]) store.toast(`t${n}`, { durationMs: 0 });
    expect(store.visibleToasts.map((t) => t.message)).toEqual(['t1', 't2', 't3']);
    expect(store.waitingCount).toBe(2);
    store.dismissToast(store.visibleToasts[1]!.id);
    expect(store.visibleToasts.map((t) => t.message)).toEqual(['t1', 't3', 't4']);
    expect(store.waitingCount).toBe(1);
    // A taller window shows the waiting ones; a smaller one hides them again, none is lost.
    store.setViewportHeight(1000);
    expect(store.visibleToasts).toHaveLength(4);
    store.setViewportHeight(100);
    expect(store.visibleToasts.map((t) => t.message)).toEqual(['t1', 't3']);
    expect(store.toasts).toHaveLength(4);
  });

  it("starts a timed toast's clock only once it is shown", () => {
    const timers: { fn: () => void; ms: number }[] = [];
    const store = new DialogStore((fn, ms) => timers.push({ fn, ms }));
    store.setViewportHeight(100);
    store.toast('a', { durationMs: 0 });
    store.toast('b', { durationMs: 0 });
    store.toast('c', { durationMs: 1000 });
    expect(timers).toHaveLength(0);
    store.dismissToast(store.toasts[0]!.id);
    expect(timers).toEqual([{ fn: expect.any(Function), ms: 1000 }]);
    timers[0]!.fn();
    expect(store.toasts.map((t) => t.message)).toEqual(['b']);
  });
});
