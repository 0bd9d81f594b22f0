/** Fresh copies of the module: its policy and allowed origins live for the page. */
async function freshModule() {
  jest.resetModules();
  return import('./trusted-types');
}

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
});

describe('trustedScriptUrl', () => {
  it("accepts the site's own http(s) addresses and the allowed origins, nothing else", async () => {
    const { allowScriptOrigin, trustedScriptUrl } = await freshModule();
    expect(trustedScriptUrl('/remotes/lottery/1.0.0/remoteEntry.js')).toBe(
      '/remotes/lottery/1.0.0/remoteEntry.js',
    );
    expect(trustedScriptUrl(`${window.location.origin}/main.js`)).toBe(`${window.location.origin}/main.js`);
    for (const refused of [
      'https://cdn.example/r/remoteEntry.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '//evil.example/x.js',
    ])
      expect(() => trustedScriptUrl(refused)).toThrow('not an address the site loads scripts from');
    allowScriptOrigin('https://cdn.example/r/mf-manifest.json');
    expect(trustedScriptUrl('https://cdn.example/r/remoteEntry.js')).toBe(
      'https://cdn.example/r/remoteEntry.js',
    );
    expect(() => trustedScriptUrl('https://cdn.example.evil/x.js')).toThrow();
  });

  it("goes through one policy named as the site's Content-Security-Policy names it, where the browser has them", async () => {
    const made: string[] = [];
    (globalThis as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy: (name: string, rules: { createScriptURL(url: string): string }) => {
        made.push(name);
        return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
      },
    };
    const { SCRIPT_URL_POLICY, trustedScriptUrl } = await freshModule();
    expect(trustedScriptUrl('/a.js')).toEqual({ trusted: '/a.js' });
    expect(trustedScriptUrl('/b.js')).toEqual({ trusted: '/b.js' });
    expect(() => trustedScriptUrl('https://evil.example/x.js')).toThrow();
    expect(made).toEqual([SCRIPT_URL_POLICY]);
    expect(SCRIPT_URL_POLICY).toBe('wl-script-url');
  });
});
