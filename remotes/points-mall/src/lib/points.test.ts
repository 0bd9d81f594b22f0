import { formatPoints } from './points';

describe('formatPoints', () => {
  it('groups whole points and keeps a real fraction', () => {
    expect(formatPoints('12800')).toBe('12,800');
    expect(formatPoints('12800.00')).toBe('12,800');
    expect(formatPoints('0')).toBe('0');
    expect(formatPoints('1234567.5')).toBe('1,234,567.50');
    expect(formatPoints(98000)).toBe('98,000');
    expect(formatPoints('abc')).toBe('-');
  });
});
