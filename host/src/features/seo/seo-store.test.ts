import { setupSandboxServer } from '@wl/sandbox/testing';
import { startTestRoot } from '../access/access-test-root';
import { ROBOTS_INDEX, ROBOTS_NOINDEX } from './seo-rules';
import { applySeoTags, SeoStore } from './seo-store';

setupSandboxServer();

describe('SeoStore', () => {
  it('reads the seeded entries and builds each route tags', async () => {
    const { root } = await startTestRoot();
    const store = new SeoStore({ api: root.api });
    await store.load('CN');
    const home = store.tagsFor({ pathname: '/', hostname: 'localhost', origin: 'http://localhost' }, 'Site');
    expect(home).toMatchObject({
      title: '首页 - 在线娱乐',
      canonical: 'http://localhost/',
      robots: ROBOTS_INDEX,
    });
    expect(home.keywords).toContain('彩票');
    const help = store.tagsFor(
      { pathname: '/help', hostname: 'lite.localhost', origin: 'http://lite.localhost' },
      'S',
    );
    expect(help).toMatchObject({ canonical: 'https://www.example.com/help', robots: ROBOTS_NOINDEX });
    const login = store.tagsFor(
      { pathname: '/login', hostname: 'localhost', origin: 'http://localhost' },
      'Site',
    );
    expect(login).toMatchObject({
      title: 'Site',
      description: '真人、电子、彩票与体育，一站畅玩。',
      robots: ROBOTS_NOINDEX,
    });
  });

  it('fetches once per language', async () => {
    const { root } = await startTestRoot();
    const store = new SeoStore({ api: root.api });
    const call = jest.spyOn(root.api, 'call');
    await store.load('CN');
    await store.load('CN');
    expect(call).toHaveBeenCalledTimes(1);
    await store.load('EN');
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe('applySeoTags', () => {
  it('writes and replaces the head tags, removing a description the route has not', () => {
    const tags = {
      title: 'A',
      description: 'd',
      keywords: 'k',
      canonical: 'http://localhost/a',
      robots: ROBOTS_INDEX,
    };
    applySeoTags(document, tags);
    applySeoTags(document, { ...tags, title: 'B', description: null, robots: ROBOTS_NOINDEX });
    expect(document.title).toBe('B');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe('k');
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(ROBOTS_NOINDEX);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/a',
    );
  });
});
