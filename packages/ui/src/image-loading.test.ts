import {
  afterElementPaint,
  afterNextPaint,
  ELEMENT_PAINT_TIMEOUT_MS,
  listImageLoading,
} from './image-loading';

describe('listImageLoading', () => {
  it('fetches the first screen at once, the first with high priority, and the rest lazily', () => {
    expect([0, 1, 2, 3].map((position) => listImageLoading(position, 2))).toEqual([
      { loading: 'eager', fetchPriority: 'high' },
      { loading: 'eager', fetchPriority: 'auto' },
      { loading: 'lazy', fetchPriority: 'auto' },
      { loading: 'lazy', fetchPriority: 'auto' },
    ]);
  });
});

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs after the next frame, not before', () => {
    const callback = jest.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    // The frame's callback has only queued the task: the paint comes first.
    expect(callback).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const callback = jest.fn();
    afterNextPaint(callback)();
    jest.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('afterElementPaint', () => {
  type Listener = (list: { getEntries: () => { identifier: string }[] }) => void;
  const observers: Listener[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['element'];
    constructor(private readonly listener: Listener) {}
    observe() {
      observers.push(this.listener);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.listener), 1);
    }
  }
  const paint = (identifier: string) =>
    [...observers].forEach((listener) => listener({ getEntries: () => [{ identifier }] }));

  beforeEach(() => {
    jest.useFakeTimers();
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    observers.length = 0;
  });

  it('runs once the browser reports that element painted, not for another one', () => {
    const callback = jest.fn();
    afterElementPaint('first-banner', callback);
    paint('logo');
    expect(callback).not.toHaveBeenCalled();
    paint('first-banner');
    paint('first-banner');
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('gives up waiting after ELEMENT_PAINT_TIMEOUT_MS, and never runs once cancelled', () => {
    const late = jest.fn();
    afterElementPaint('first-banner', late);
    jest.advanceTimersByTime(ELEMENT_PAINT_TIMEOUT_MS);
    expect(late).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    afterElementPaint('first-banner', cancelled)();
    paint('first-banner');
    jest.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('falls back to the next paint where the browser has no element timing', () => {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    const callback = jest.fn();
    afterElementPaint('first-banner', callback);
    jest.advanceTimersToNextFrame();
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
