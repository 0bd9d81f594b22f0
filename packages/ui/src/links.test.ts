import { safeExternalUrl, safeInternalPath } from './links';

describe('link checks', () => {
  it('accepts only http(s) external links', () => {
    expect(safeExternalUrl('https://www.example.com/a?b=1')).toBe('https://www.example.com/a?b=1');
    expect(safeExternalUrl(' http://example.com ')).toBe('http://example.com/');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>',
      'ftp://x',
      '/local',
      '',
      null,
    ]) {
      expect(safeExternalUrl(bad)).toBeNull();
    }
  });

  it('keeps internal paths on the site', () => {
    expect(safeInternalPath('/promotions#2001')).toBe('/promotions#2001');
    expect(safeInternalPath('lottery')).toBe('/lottery');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil',
      'javascript:alert(1)',
      'https://evil.example',
      '',
    ]) {
      expect(safeInternalPath(bad)).toBeNull();
    }
  });
});
