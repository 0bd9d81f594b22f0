/** @jest-environment jsdom */
import { createResourceLoader, ResourceLoadError } from './load-script';

afterEach(() => {
  jest.useRealTimers();
  document.head.innerHTML = '';
});

const scripts = (url: string) => document.head.querySelectorAll<HTMLScriptElement>(`script[src="${url}"]`);
const fire = (element: Element | undefined, type: 'load' | 'error') =>
  element!.dispatchEvent(new Event(type));

describe('createResourceLoader', () => {
  it('adds one async <script> per URL, shares its promise, and keeps a success', async () => {
    const loader = createResourceLoader();
    const first = loader.load('/a.js', { dataset: { testid: 'a-script' } });
    expect(loader.load('/a.js')).toBe(first);
    expect(scripts('/a.js')).toHaveLength(1);
    expect(scripts('/a.js')[0]!.async).toBe(true);
    expect(scripts('/a.js')[0]!.dataset.testid).toBe('a-script');
    fire(scripts('/a.js')[0], 'load');
    await expect(first).resolves.toBeUndefined();
    await expect(loader.load('/a.js')).resolves.toBeUndefined();
    expect(scripts('/a.js')).toHaveLength(1);
  });

  it('rejects naming the URL, removes the failed element, and adds a fresh one on the next call', async () => {
    const loader = createResourceLoader();
    const broken = loader.load('/b.js');
    fire(scripts('/b.js')[0], 'error');
    await expect(broken).rejects.toThrow(new ResourceLoadError('/b.js', 'error'));
    await expect(broken).rejects.toThrow('/b.js failed to load');
    expect(scripts('/b.js')).toHaveLength(0);
    const again = loader.load('/b.js');
    expect(again).not.toBe(broken);
    expect(scripts('/b.js')).toHaveLength(1);
  });

  it('times out only when asked to, removing the element', async () => {
    jest.useFakeTimers();
    const loader = createResourceLoader();
    const slow = loader.load('/c.js', { timeoutMs: 5000 });
    jest.advanceTimersByTime(4999);
    expect(scripts('/c.js')).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await expect(slow).rejects.toMatchObject({ url: '/c.js', reason: 'timeout', message: '/c.js timed out' });
    expect(scripts('/c.js')).toHaveLength(0);
    const patient = loader.load('/d.js');
    jest.advanceTimersByTime(60_000);
    fire(scripts('/d.js')[0], 'load');
    await expect(patient).resolves.toBeUndefined();
  });

  it('counts a failed verify as a failed load, so the next call tries again', async () => {
    const loader = createResourceLoader();
    let defined = false;
    const verify = () => {
      if (!defined) throw new Error('it did not define MiniGame');
    };
    const first = loader.load('/e.js', { verify });
    fire(scripts('/e.js')[0], 'load');
    await expect(first).rejects.toMatchObject({
      reason: 'verify',
      message: '/e.js loaded but it did not define MiniGame',
    });
    expect(scripts('/e.js')).toHaveLength(0);
    defined = true;
    const second = loader.load('/e.js', { verify });
    fire(scripts('/e.js')[0], 'load');
    await expect(second).resolves.toBeUndefined();
  });

  it('loads a stylesheet, and removes a throwaway element once loaded', async () => {
    const loader = createResourceLoader();
    const style = loader.load('/f.css', { kind: 'style', removeOnLoad: true });
    const link = document.head.querySelector<HTMLLinkElement>('link[href="/f.css"]');
    expect(link?.rel).toBe('stylesheet');
    fire(link!, 'load');
    await expect(style).resolves.toBeUndefined();
    expect(document.head.querySelector('link[href="/f.css"]')).toBeNull();
  });

  it('refuses a script from an origin the site does not load scripts from, adding no element', async () => {
    const loader = createResourceLoader();
    await expect(loader.load('https://evil.example/x.js')).rejects.toMatchObject({ reason: 'error' });
    expect(document.head.querySelector('script[src="https://evil.example/x.js"]')).toBeNull();
  });
});
