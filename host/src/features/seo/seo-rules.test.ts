import {
  canonicalUrl,
  entryFor,
  INDEXED_PATHS,
  isIndexable,
  isIndexableHost,
  normalizePath,
  robotsContent,
  ROBOTS_INDEX,
  ROBOTS_NOINDEX,
  seoTags,
} from './seo-rules';

describe('SEO indexing rules (spec/shell.md §2)', () => {
  it('lists the spec fixed one-segment pages', () => {
    expect(INDEXED_PATHS).toEqual([
      '/',
      '/index',
      '/register',
      '/promotions',
      '/help',
      '/rng',
      '/pvp',
      '/casino',
      '/fish',
      '/sports',
      '/arcade',
      '/elott',
      '/lott',
      '/table',
      '/live',
      '/news',
      '/app',
      '/download',
    ]);
  });

  it('indexes only on the public www host or the local host', () => {
    expect(isIndexableHost('www.example.com')).toBe(true);
    expect(isIndexableHost('WWW.Example.com')).toBe(true);
    expect(isIndexableHost('www.localhost')).toBe(true);
    expect(isIndexableHost('localhost')).toBe(true);
    expect(isIndexableHost('127.0.0.1')).toBe(true);
    expect(isIndexableHost('example.com')).toBe(false);
    expect(isIndexableHost('lite.localhost')).toBe(false);
    expect(isIndexableHost('m.example.com')).toBe(false);
    expect(isIndexableHost('awww.example.com')).toBe(false);
  });

  it('indexes listed paths of one segment, with or without a trailing slash', () => {
    expect(isIndexable('/', 'localhost')).toBe(true);
    expect(isIndexable('/download', 'www.example.com')).toBe(true);
    expect(isIndexable('/download/', 'www.example.com')).toBe(true);
    expect(isIndexable('/help', 'localhost')).toBe(true);
    // Not listed, more than one segment, or another host: noindex.
    expect(isIndexable('/helpmc', 'localhost')).toBe(false);
    expect(isIndexable('/speedtest', 'localhost')).toBe(false);
    expect(isIndexable('/member', 'localhost')).toBe(false);
    expect(isIndexable('/help/about', 'localhost')).toBe(false);
    expect(isIndexable('/live/evo', 'www.example.com')).toBe(false);
    expect(isIndexable('/download', 'lite.localhost')).toBe(false);
    expect(isIndexable('/', 'example.com')).toBe(false);
    expect(robotsContent('/', 'localhost')).toBe(ROBOTS_INDEX);
    expect(robotsContent('/', 'lite.localhost')).toBe(ROBOTS_NOINDEX);
    expect(robotsContent('/login', 'localhost')).toBe(ROBOTS_NOINDEX);
  });

  it('normalises paths', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('//')).toBe('/');
    expect(normalizePath('/help/')).toBe('/help');
  });
});

describe('SEO entries and canonical addresses', () => {
  const entries = [
    { path: '/', title: 'Home' },
    { path: '/member', title: 'Member' },
    {
      path: '/download/',
      title: 'Download',
      description: ' Apps ',
      keywords: 'app,qr',
      canonical: '/download',
    },
  ];

  it('picks the exact path, else the first segment, else none', () => {
    expect(entryFor(entries, '/')?.title).toBe('Home');
    expect(entryFor(entries, '/download')?.title).toBe('Download');
    expect(entryFor(entries, '/member/securityCenter')?.title).toBe('Member');
    expect(entryFor(entries, '/login')).toBeNull();
  });

  it('takes an http(s) or in-site canonical, else the page address without query', () => {
    const origin = 'http://localhost:8080';
    expect(canonicalUrl(null, origin, '/help/')).toBe('http://localhost:8080/help');
    expect(canonicalUrl('/download', origin, '/x')).toBe('http://localhost:8080/download');
    expect(canonicalUrl('https://www.example.com/a', origin, '/x')).toBe('https://www.example.com/a');
    expect(canonicalUrl('javascript:alert(1)', origin, '/x')).toBe('http://localhost:8080/x');
    expect(canonicalUrl('//evil.example/x', origin, '/x')).toBe('http://localhost:8080/x');
    expect(canonicalUrl('not a url', origin, '/x')).toBe('http://localhost:8080/x');
  });

  it("falls back to the home entry's description and keywords", () => {
    const withHome = [
      { path: '/', title: 'Home', description: 'Games', keywords: 'slots' },
      ...entries.slice(1),
    ];
    const login = { pathname: '/login', hostname: 'localhost', origin: 'http://localhost' };
    expect(seoTags(withHome, login, 'Site')).toMatchObject({
      title: 'Site',
      description: 'Games',
      keywords: 'slots',
    });
    const download = { pathname: '/download', hostname: 'localhost', origin: 'http://localhost' };
    expect(seoTags(withHome, download, 'Site')).toMatchObject({ description: 'Apps', keywords: 'app,qr' });
  });

  it('builds the tags of a page, the title falling back to the site name', () => {
    const location = { pathname: '/download', hostname: 'lite.localhost', origin: 'http://lite.localhost' };
    expect(seoTags(entries, location, 'Site')).toEqual({
      title: 'Download',
      description: 'Apps',
      keywords: 'app,qr',
      canonical: 'http://lite.localhost/download',
      robots: ROBOTS_NOINDEX,
    });
    const login = { pathname: '/login', hostname: 'localhost', origin: 'http://localhost' };
    expect(seoTags(entries, login, 'Site')).toEqual({
      title: 'Site',
      description: null,
      keywords: null,
      canonical: 'http://localhost/login',
      robots: ROBOTS_NOINDEX,
    });
  });
});
