import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links but keeps the formatting', () => {
    const html = sanitizeHtml(
      '<h3>Rules</h3><img src="x.svg" onerror="alert(1)"><script>alert(2)</script>' +
        '<a href="javascript:alert(3)">bad</a><a href="https://example.com">good</a>',
    );
    expect(html).toContain('<h3>Rules</h3>');
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>',
    );
  });
});
