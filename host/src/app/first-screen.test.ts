import {
  FIRST_SCREEN_WAIT_MS,
  resetFirstScreen,
  retireServerPictures,
  whenFirstScreenPainted,
} from './first-screen';

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

  it("resolves at the largest paint of the site server's picture (outside <main>)", async () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="host-first-screen" data-slot="logo"><img id="logo-picture"></div>' +
        '<div class="host-first-screen" data-slot="banner"><img id="server"></div>',
    );
    const painted = whenFirstScreenPainted();
    // The server's logo is the header's, not the first screen's picture.
    largestPaint(document.getElementById('logo-picture')!);
    expect(await settled(painted)).toBe(false);
    largestPaint(document.getElementById('server')!);
    expect(await settled(painted)).toBe(true);
  });

  it("resolves at the largest paint of the server's picture of an area's page (the promotions page's first card)", async () => {
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="host-first-screen" data-slot="promotion" data-variant="code"><img id="card"></div>',
    );
    const painted = whenFirstScreenPainted();
    largestPaint(document.getElementById('card')!);
    expect(await settled(painted)).toBe(true);
  });

  it('resolves after FIRST_SCREEN_WAIT_MS without a picture, or without the API', async () => {
    const painted = whenFirstScreenPainted();
    jest.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
  });
});

describe('retireServerPictures', () => {
  const boot = '<div class="host-boot" role="status">Loading…</div>';
  const render = (html: string) => (document.getElementById('root')!.innerHTML = html);
  const picture = () => document.querySelector('[data-slot="banner"]');
  const logo = () => document.querySelector('[data-slot="logo"]');
  /** Let the MutationObserver run, then the paint (a frame, then a task). */
  const flush = async () => {
    await Promise.resolve();
    jest.runOnlyPendingTimers();
    await Promise.resolve();
    jest.runOnlyPendingTimers();
  };
  const slot = (inner: string) =>
    `<header><a data-first-screen-slot="logo">Demo Gaming</a></header>` +
    `<main><section data-first-screen-slot="banner">${inner}</section></main>`;

  beforeEach(() => {
    document.body.innerHTML =
      `<div id="root">${boot}</div>` +
      '<div class="host-first-screen" data-slot="logo"><img></div>' +
      '<div class="host-first-screen" data-slot="banner"><img></div>';
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((cb) => setTimeout(() => cb(0), 16) as never);
  });
  afterEach(() => jest.restoreAllMocks());

  it("stays while the page starts and its area loads; goes once the slot's own picture has painted", async () => {
    const stop = retireServerPictures(document);
    await flush();
    expect(picture()).not.toBeNull();
    render(slot('<div role="status">Loading…</div>'));
    await flush();
    expect(picture()).not.toBeNull();
    // The header shows the site's name, no logo: the server's logo goes, each picture on its own.
    expect(logo()).toBeNull();
    render(slot('<img id="banner">'));
    const banner = document.getElementById('banner') as HTMLImageElement;
    Object.defineProperty(banner, 'complete', { value: false });
    await flush();
    expect(picture()).not.toBeNull();
    banner.dispatchEvent(new Event('load'));
    expect(picture()).not.toBeNull();
    await flush();
    expect(picture()).toBeNull();
    stop();
  });

  it("waits for the slot's own copy of the picture, not the images before it (a lobby's vendor logos)", async () => {
    document.querySelector<HTMLImageElement>('[data-slot="banner"] img')!.src = '/img/game/first.svg';
    retireServerPictures(document);
    render(
      slot('<img id="vendor-logo" src="/img/vendor/pg.svg"><img id="first-game" src="/img/game/first.svg">'),
    );
    const logoImage = document.getElementById('vendor-logo') as HTMLImageElement;
    const game = document.getElementById('first-game') as HTMLImageElement;
    Object.defineProperty(logoImage, 'complete', { value: false });
    Object.defineProperty(game, 'complete', { value: false });
    await flush();
    logoImage.dispatchEvent(new Event('load'));
    await flush();
    expect(picture()).not.toBeNull();
    game.dispatchEvent(new Event('load'));
    await flush();
    expect(picture()).toBeNull();
  });

  it('goes at once when the slot settles on something else or the page has no such slot', async () => {
    retireServerPictures(document);
    render(slot('<div role="alert">area_unavailable</div>'));
    await flush();
    expect(picture()).toBeNull();

    document.body.insertAdjacentHTML(
      'beforeend',
      '<div class="host-first-screen" data-slot="banner"><img></div>',
    );
    render(boot);
    retireServerPictures(document);
    render('<div class="host-start-failure" role="alert"></div>');
    await flush();
    expect(picture()).toBeNull();
  });

  it('takes a painted text away once the slot shows that text, after its paint; at once when it settles on something else', async () => {
    const countdown = () => document.querySelector('[data-slot="countdown"]');
    const lobby = (inner: string) => `<main><div data-first-screen-slot="countdown">${inner}</div></main>`;
    const paintCountdown = () =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<div class="host-first-screen" data-slot="countdown" lang="en">--:--:--</div>',
      );
    paintCountdown();
    retireServerPictures(document);
    render(lobby('<div role="status">Loading…</div>'));
    await flush();
    expect(countdown()).not.toBeNull();
    // The lobby's frame, with its own loading line: the same text is in its place.
    render(lobby('<section><time>--:--:--</time><p role="status">loading</p></section>'));
    expect(countdown()).not.toBeNull();
    await flush();
    expect(countdown()).toBeNull();

    // The lobby has nothing to show (no games, a failure): the text goes at once.
    render(boot);
    paintCountdown();
    retireServerPictures(document);
    render(lobby('<div role="alert">no_data</div>'));
    await Promise.resolve();
    expect(countdown()).toBeNull();
  });

  it('does nothing where the server painted no picture', () => {
    document.querySelectorAll('.host-first-screen').forEach((element) => element.remove());
    expect(() => retireServerPictures(document)()).not.toThrow();
  });
});
