import { FIRST_SCREEN_WAIT_MS, resetFirstScreen, whenFirstScreenPainted } from './first-screen';

type Listener = (list: { getEntries: () => { element: Element | null }[] }) => void;
const listeners: Listener[] = [];
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  constructor(private readonly listener: Listener) {}
  observe() {
    listeners.push(this.listener);
  }
  disconnect() {
    listeners.splice(listeners.indexOf(this.listener), 1);
  }
}
const largestPaint = (element: Element) =>
  [...listeners].forEach((listener) => listener({ getEntries: () => [{ element }] }));

beforeEach(() => {
  jest.useFakeTimers();
  resetFirstScreen();
  document.body.innerHTML = '<header><img id="logo"></header><main><p id="text"></p><img id="banner"></main>';
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  listeners.length = 0;
});

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('whenFirstScreenPainted', () => {
  it("resolves at the largest paint of a picture in <main>, not the header's logo nor a text", async () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    const painted = whenFirstScreenPainted();
    largestPaint(document.getElementById('logo')!);
    largestPaint(document.getElementById('text')!);
    expect(await settled(painted)).toBe(false);
    largestPaint(document.getElementById('banner')!);
    expect(await settled(painted)).toBe(true);
    expect(listeners).toHaveLength(0);
    // Once per page load: a later page finds it resolved.
    expect(whenFirstScreenPainted()).toBe(painted);
  });

  it('resolves after FIRST_SCREEN_WAIT_MS without a picture, or without the API', async () => {
    const painted = whenFirstScreenPainted();
    jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
  });
});
