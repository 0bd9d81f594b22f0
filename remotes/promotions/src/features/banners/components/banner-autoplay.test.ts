import { startAutoplay, type AutoplayPager } from './banner-autoplay';

/** A pager over `count` slides that moves as swiper does (without loop mode, it stops at the last). */
class FakePager implements AutoplayPager {
  readonly el = document.createElement('div');
  readonly handlers = new Set<() => void>();
  readonly params: { loop: boolean };
  index = 0;

  constructor(
    private readonly count: number,
    loop = false,
  ) {
    this.params = { loop };
    this.el.innerHTML = '<button>slide</button>';
    document.body.append(this.el);
  }

  get isEnd() {
    return this.index === this.count - 1;
  }

  slideTo(index: number) {
    this.index = index;
    this.handlers.forEach((handler) => handler());
  }

  slideNext() {
    this.slideTo(this.params.loop ? (this.index + 1) % this.count : Math.min(this.index + 1, this.count - 1));
  }

  on(_event: 'slideChange', handler: () => void) {
    this.handlers.add(handler);
  }

  off(_event: 'slideChange', handler: () => void) {
    this.handlers.delete(handler);
  }
}

const fakePager = (count: number, loop = false) => new FakePager(count, loop);

describe('startAutoplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('pages every delay and goes back to the first banner after the last', () => {
    const pager = fakePager(3);
    startAutoplay(pager, 3000);
    expect(pager.el.dataset.autoplay).toBe('running');
    jest.advanceTimersByTime(2999);
    expect(pager.index).toBe(0);
    jest.advanceTimersByTime(1);
    expect(pager.index).toBe(1);
    jest.advanceTimersByTime(3000);
    expect(pager.index).toBe(2);
    jest.advanceTimersByTime(3000);
    expect(pager.index).toBe(0);
  });

  it('restarts the delay after the player pages by hand', () => {
    const pager = fakePager(4);
    startAutoplay(pager, 3000);
    jest.advanceTimersByTime(2000);
    pager.slideTo(2);
    jest.advanceTimersByTime(2999);
    expect(pager.index).toBe(2);
    jest.advanceTimersByTime(1);
    expect(pager.index).toBe(3);
  });

  it('waits while the pointer is over the carousel or the focus is in it', () => {
    const pager = fakePager(4);
    startAutoplay(pager, 3000);
    pager.el.dispatchEvent(new Event('pointerenter'));
    expect(pager.el.dataset.autoplay).toBe('paused');
    jest.advanceTimersByTime(10_000);
    expect(pager.index).toBe(0);
    pager.el.querySelector('button')!.focus();
    pager.el.dispatchEvent(new Event('pointerleave'));
    jest.advanceTimersByTime(10_000);
    expect(pager.index).toBe(0);
    pager.el.querySelector('button')!.blur();
    expect(pager.el.dataset.autoplay).toBe('running');
    jest.advanceTimersByTime(3000);
    expect(pager.index).toBe(1);
  });

  it('waits while the page is hidden', () => {
    const pager = fakePager(4);
    const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    startAutoplay(pager, 3000);
    jest.advanceTimersByTime(10_000);
    expect(pager.index).toBe(0);
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    jest.advanceTimersByTime(3000);
    expect(pager.index).toBe(1);
    hidden.mockRestore();
  });

  it('stops: no timer, no listener, no state left', () => {
    const pager = fakePager(4, true);
    const stop = startAutoplay(pager, 3000);
    jest.advanceTimersByTime(3000);
    expect(pager.index).toBe(1);
    stop();
    expect(pager.handlers.size).toBe(0);
    expect(pager.el.dataset.autoplay).toBeUndefined();
    jest.advanceTimersByTime(10_000);
    expect(pager.index).toBe(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
