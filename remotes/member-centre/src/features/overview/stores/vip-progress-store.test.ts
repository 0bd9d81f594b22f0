import { vipProgressValue } from './vip-progress-store';

describe('VIP progress rule (spec/shell.md §6)', () => {
  it('is 1 when there is no labelId, whatever the counts', () => {
    expect(vipProgressValue({ completedConditions: 0, totalExpectedConditions: 0, labelId: null })).toBe(1);
    expect(vipProgressValue({ completedConditions: 2, totalExpectedConditions: 5, labelId: null })).toBe(1);
  });

  it('is completed divided by expected otherwise', () => {
    expect(vipProgressValue({ completedConditions: 3, totalExpectedConditions: 5, labelId: 3 })).toBe(0.6);
    expect(vipProgressValue({ completedConditions: 0, totalExpectedConditions: 4, labelId: 1 })).toBe(0);
  });

  it('never divides by zero nor leaves 0..1', () => {
    expect(vipProgressValue({ completedConditions: 0, totalExpectedConditions: 0, labelId: 2 })).toBe(1);
    expect(vipProgressValue({ completedConditions: 7, totalExpectedConditions: 5, labelId: 2 })).toBe(1);
  });
});
