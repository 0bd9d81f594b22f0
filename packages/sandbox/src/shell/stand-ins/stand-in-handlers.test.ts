/**
 * @jest-environment jest-fixed-jsdom
 */
import { webcrypto } from 'node:crypto';
import { setupServer } from 'msw/node';
import { createSandbox } from '../../sandbox';

// jsdom has no crypto.subtle: the sandbox signs the pages' identities with Node's.
const sandbox = createSandbox({ subtle: webcrypto.subtle as SubtleCrypto });
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sandbox.reset();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

const SITE = 'http://localhost:8080';

describe('geetest scripts', () => {
  it.each(['/__sandbox/geetest/gt.js', '/__sandbox/geetest/gt4.js'])(
    'serves %s as JavaScript',
    async (path) => {
      const response = await fetch(`${SITE}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(await response.text()).toContain(
        path.endsWith('gt4.js') ? 'window.initGeetest4' : 'window.initGeetest =',
      );
    },
  );
});

describe('social sign-in pages', () => {
  /** Loads the page into the document and runs its script with a fake opener. */
  async function open(path: string) {
    const response = await fetch(`${SITE}${path}`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    document.body.innerHTML = doc.body.innerHTML;
    const postMessage = jest.fn();
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
    const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
    new Function(doc.querySelector('script')?.textContent ?? '')();
    return { postMessage, close };
  }

  it('posts the bound firebase identity to the opener, for the site origin only, then closes', async () => {
    const { postMessage, close } = await open(
      `/__sandbox/social/firebase?channel=google&origin=${encodeURIComponent(SITE)}`,
    );
    const bound = document.querySelector<HTMLButtonElement>('[data-testid="social-bound"]');
    expect(bound?.textContent).toBe('Sign in as a bound identity');
    bound?.click();
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'wl-social', provider: 'firebase', idToken: expect.any(String), mobileNo: '13800000001' },
      SITE,
    );
    expect(close).toHaveBeenCalled();
  });

  it('posts a new telegram identity', async () => {
    const { postMessage } = await open(
      `/__sandbox/social/telegram?bot_id=b&origin=${encodeURIComponent(SITE)}`,
    );
    const fresh = document.querySelector<HTMLButtonElement>('[data-testid="social-new"]');
    expect(fresh?.textContent).toBe('Sign in as a new identity');
    fresh?.click();
    expect(postMessage).toHaveBeenCalledWith(
      {
        source: 'wl-social',
        provider: 'telegram',
        telegramAuth: {
          id: expect.any(Number),
          first_name: 'New',
          username: expect.any(String),
          auth_date: expect.any(Number),
          hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      },
      SITE,
    );
  });

  it.each(['', 'javascript:alert(1)', 'http://localhost:8080/path', '*'])(
    'refuses the origin %j with 400',
    async (origin) => {
      const response = await fetch(
        `${SITE}/__sandbox/social/firebase?channel=google&origin=${encodeURIComponent(origin)}`,
      );
      expect(response.status).toBe(400);
    },
  );
});
