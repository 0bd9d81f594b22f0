import { allowScriptOrigin } from '@wl/ui';
import { DomScriptLoader } from './script-loader';

// The vendor's origin is one the site loads scripts from (host/src/bootstrap.tsx allows the site config's).
beforeAll(() => allowScriptOrigin('https://cdn.example/'));

afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
});

const tags = (url: string) => document.head.querySelectorAll(`script[src="${url}"]`);

describe('DomScriptLoader', () => {
  it('injects one <script src> per URL however many captchas ask, and resolves on load', async () => {
    const loader = new DomScriptLoader();
    const first = loader.load('https://cdn.example/gt.js', 1000);
    const second = loader.load('https://cdn.example/gt.js', 1000);
    expect(second).toBe(first);
    expect(tags('https://cdn.example/gt.js')).toHaveLength(1);
    tags('https://cdn.example/gt.js')[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(loader.load('https://cdn.example/gt.js', 1000)).resolves.toBeUndefined();
    expect(tags('https://cdn.example/gt.js')).toHaveLength(1);
  });

  it('a timeout rejects with loader code 60204, a failed load with 60205; the next attempt injects a fresh tag', async () => {
    jest.useFakeTimers();
    const loader = new DomScriptLoader();
    const slow = loader.load('https://cdn.example/gt4.js', 5000);
    jest.advanceTimersByTime(5000);
    await expect(slow).rejects.toMatchObject({ code: '60204', isLoadTimeout: true });
    expect(tags('https://cdn.example/gt4.js')).toHaveLength(0);

    const broken = loader.load('https://cdn.example/gt4.js', 5000);
    expect(tags('https://cdn.example/gt4.js')).toHaveLength(1);
    tags('https://cdn.example/gt4.js')[0]!.dispatchEvent(new Event('error'));
    await expect(broken).rejects.toMatchObject({ code: '60205', isLoadTimeout: true });
    expect(tags('https://cdn.example/gt4.js')).toHaveLength(0);
  });
});
