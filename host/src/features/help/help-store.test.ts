import { setupSandboxServer } from '@wl/sandbox/testing';
import { startTestRoot } from '../access/access-test-root';
import { firstSection, HELP_DEVICE, HelpStore, pathTo, tagFromHash } from './help-store';

setupSandboxServer();
afterEach(() => sessionStorage.clear());

async function setup(language = 'EN') {
  const { root } = await startTestRoot();
  const store = new HelpStore({ api: root.api, language: () => language });
  const spy = jest.spyOn(root.api, 'call');
  await store.fetch();
  return { store, spy };
}

describe('help centre rules (spec/products.md §2, §4)', () => {
  it('decodes the hash; a malformed escape is read as it stands', () => {
    expect(tagFromHash('#%E8%B4%A3%E4%BB%BB%E5%8D%9A%E5%BD%A9')).toBe('责任博彩');
    expect(tagFromHash('#faq')).toBe('faq');
    expect(tagFromHash('#%E8%B4')).toBe('%E8%B4');
    expect(tagFromHash('')).toBeNull();
    expect(tagFromHash('#')).toBeNull();
  });

  it('finds the path to a nested tag, and falls back to the first section with content', () => {
    const leaf = { tag: 'c', title: 'C', content: '<p>c</p>', bgColor: null, children: [] };
    const tree = [
      {
        tag: 'a',
        title: 'A',
        content: '',
        bgColor: null,
        children: [{ ...leaf, tag: 'b', children: [leaf] }],
      },
    ];
    expect(pathTo(tree, 'c')!.map((item) => item.tag)).toEqual(['a', 'b', 'c']);
    expect(pathTo(tree, 'x')).toBeNull();
    expect(firstSection(tree)!.tag).toBe('b');
    expect(firstSection([{ ...leaf, content: '' }])!.tag).toBe('c');
    expect(firstSection([])).toBeNull();
  });
});

describe('HelpStore', () => {
  it('asks for the tree in the language with device WEB; the first section without a hash', async () => {
    const { store, spy } = await setup();
    expect(spy.mock.calls[0]![1]).toEqual({ params: { lang: 'EN', device: HELP_DEVICE } });
    expect(HELP_DEVICE).toBe('WEB');
    expect(store.load.status).toBe('ready');
    expect(store.selected!.tag).toBe('about');
    store.setHash('#no-such-tag');
    expect(store.selected!.tag).toBe('about');
  });

  it('picks the decoded hash section and opens the menu down to it; toggles groups', async () => {
    const { store } = await setup();
    store.setHash('#faq-password');
    expect(store.selected!.title).toBe('Forgotten password');
    expect(store.isExpanded('faq')).toBe(true);
    expect(store.isExpanded('faq-account')).toBe(true);
    expect(store.isExpanded('deposit')).toBe(false);
    store.toggle('faq');
    expect(store.isExpanded('faq')).toBe(false);
    store.toggle('deposit');
    expect(store.isExpanded('deposit')).toBe(true);
  });

  it('sanitises the server HTML: no script, no handler, no javascript: link', async () => {
    const { store } = await setup();
    store.setHash(`#${encodeURIComponent('责任博彩')}`);
    expect(store.selected!.content).toContain('<script>');
    const html = store.selectedHtml;
    expect(html).toContain('Play responsibly');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });
});
