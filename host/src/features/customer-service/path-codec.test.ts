import { CS_PATH_PREFIX } from './constants';
import { decodeCsPath, encodeCsPath } from './path-codec';

describe('customer-service path codec (docs/customer-service.md)', () => {
  it('keeps an http link and decodes an obfuscated one', () => {
    expect(decodeCsPath('https://cs.example.com/a?b=1', 'demo')).toBe('https://cs.example.com/a?b=1');
    const encoded = encodeCsPath('https://cs.example.com/客服', 'demo');
    expect(encoded.startsWith(CS_PATH_PREFIX)).toBe(true);
    expect(encoded).not.toContain('cs.example.com');
    expect(decodeCsPath(encoded, 'demo')).toBe('https://cs.example.com/%E5%AE%A2%E6%9C%8D');
  });

  it('opens nothing but http(s) links', () => {
    expect(decodeCsPath(encodeCsPath('javascript:alert(1)', 'demo'), 'demo')).toBeNull();
    expect(decodeCsPath('U2FsdGVkX19zYW5kYm94Y3M=', 'demo')).toBeNull();
    expect(decodeCsPath(`${CS_PATH_PREFIX}%%%`, 'demo')).toBeNull();
    expect(decodeCsPath('httpx://nope', 'demo')).toBeNull();
    expect(decodeCsPath(null, 'demo')).toBeNull();
  });

  it('needs the right merchant key', () => {
    expect(decodeCsPath(encodeCsPath('https://cs.example.com/', 'demo'), 'lite')).not.toBe(
      'https://cs.example.com/',
    );
  });
});
