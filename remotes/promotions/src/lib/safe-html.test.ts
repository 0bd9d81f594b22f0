import { safeHtml, USER_CONTENT_PREFIX } from './safe-html';

describe('safeHtml', () => {
  it('keeps plain rich text as the sanitiser leaves it', () => {
    expect(safeHtml('<h3>Rules</h3><ol><li>One</li></ol>')).toBe('<h3>Rules</h3><ol><li>One</li></ol>');
    expect(safeHtml(null)).toBe('');
  });

  it('removes scripts, handlers, javascript: links, svg and math', () => {
    const html = safeHtml(
      '<script>x()</script><img src="a.png" onerror="x()"><a href="javascript:x()">a</a><svg onload="x()"></svg><math><mi>x</mi></math>',
    );
    expect(html).not.toMatch(/script|onerror|javascript:|<svg|<math/i);
  });

  it('drops style sheets but keeps inline styles', () => {
    const html = safeHtml('<p>a</p><style>body{display:none}</style><p style="color: red">b</p>');
    expect(html).not.toContain('<style');
    expect(html).toContain('style="color: red"');
  });

  it('prefixes ids and names against DOM clobbering', () => {
    const html = safeHtml(
      '<a id="rules" href="https://example.com">x</a><img name="__wlConfig" src="a.png">',
    );
    expect(html).toContain(`id="${USER_CONTENT_PREFIX}rules"`);
    expect(html).toContain(`name="${USER_CONTENT_PREFIX}__wlConfig"`);
  });
});
