import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps paths on this site', () => {
    expect(safeNextPath('/member?tab=1')).toBe('/member?tab=1');
  });
  it.each([null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'sends %p home',
    (next) => expect(safeNextPath(next)).toBe('/'),
  );
});
