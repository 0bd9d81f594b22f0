import { afterNextPaint, listImageLoading } from './image-loading';

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
